import { addTexts } from '../../providers/i18n/text-registry';
import { preloadable, readable } from '../controls/preloadable';
import type { AnyDescriptor, AnyResource, PageKind, ScreenLoader, ScreenProps } from './descriptor';

const loading = new Map<string, Promise<AnyResource>>();

/**
 * A descriptor with its parts (columns, filters, fields, texts), loaded once: the route's
 * first wave starts it, the page reads the same promise. A failed load is tried again next time.
 */
export function loadResource(descriptor: AnyDescriptor): Promise<AnyResource> {
  const known = loading.get(descriptor.name);
  if (known) return known;
  const { parts, ...rest } = descriptor;
  const loaded = readable(parts().then(({ default: { i18n, list, ...sections } }): AnyResource => {
    addTexts(i18n);
    return { ...rest, ...sections, list: list && { ...rest.list, ...list } };
  }));
  loading.set(descriptor.name, loaded);
  loaded.catch(() => loading.delete(descriptor.name));
  return loaded;
}

/** The generic pages, for descriptors that name no screen of their own. */
const GENERIC_PAGES: Record<PageKind, ScreenLoader> = {
  list: () => import('./list-page').then((m) => ({ default: m.ListScreen })),
  show: () => import('./show-page').then((m) => ({ default: m.ShowScreen })),
  edit: () => import('./edit-page').then((m) => ({ default: m.EditScreen })),
};

/** The loader of a page's screen for this viewport: the descriptor's own, or the generic one. */
function screenLoader(descriptor: Pick<AnyDescriptor, 'screens'>, page: PageKind, phone: boolean): ScreenLoader {
  const choice = descriptor.screens?.[page];
  if (!choice) return GENERIC_PAGES[page];
  if (typeof choice === 'function') return choice;
  return phone ? choice.phone : choice.desktop;
}

const screens = new WeakMap<ScreenLoader, ReturnType<typeof preloadable<ScreenProps>>>();

/** A page's screen for this viewport, one per loader: `.load()` starts it, `.Component` renders it. */
export function screenOf(descriptor: Pick<AnyDescriptor, 'screens'>, page: PageKind, phone: boolean) {
  const load = screenLoader(descriptor, page, phone);
  let screen = screens.get(load);
  if (!screen) {
    screen = preloadable(load);
    screens.set(load, screen);
  }
  return screen;
}

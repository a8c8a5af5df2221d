import { useSyncExternalStore } from 'react';
import { matchesMedia, useMediaQuery } from './media-query';

/** What the person chose in Settings or the header's menu; `system` follows the system's setting. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['light', 'dark', 'system'];
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Kept in this browser (as the language is): the page must be dark from its first paint, before any call. */
const KEY = 'partner.colorScheme';

const listeners = new Set<() => void>();
/** A choice storage refused: it holds until the page is reloaded. */
let memory: ColorSchemeChoice | undefined;

export function storedColorSchemeChoice(): ColorSchemeChoice {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function resolveColorScheme(choice: ColorSchemeChoice, systemDark: boolean): ColorScheme {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

/** The scheme the page shows now (outside React: the entry's skeleton, the static style sheet). */
export function currentColorScheme(): ColorScheme {
  return resolveColorScheme(storedColorSchemeChoice(), matchesMedia(DARK_QUERY));
}

/**
 * Marks the document with the scheme: `data-theme` selects our own colours (src/app/colors.css)
 * and `color-scheme` the browser's own parts (scroll bars, form controls, the canvas).
 */
export function markColorScheme(doc: Document, scheme: ColorScheme): void {
  doc.documentElement.dataset.theme = scheme;
  doc.documentElement.style.colorScheme = scheme;
}

export function chooseColorScheme(choice: ColorSchemeChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, choice);
    memory = undefined;
  } catch {
    // Storage refused (private mode, quota): the choice holds until the page is reloaded.
    memory = choice;
  }
  for (const notify of listeners) notify();
}

const readChoice = () => memory ?? storedColorSchemeChoice();

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === KEY && notify();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(notify);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useColorSchemeChoice(): ColorSchemeChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'system');
}

/** The scheme to show: the person's choice, or the system's while they chose `system`. */
export function useColorScheme(): ColorScheme {
  const choice = useColorSchemeChoice();
  const systemDark = useMediaQuery(DARK_QUERY);
  return resolveColorScheme(choice, systemDark);
}

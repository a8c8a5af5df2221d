import { currentColorScheme } from '../controls/color-scheme';
import { matchesMedia } from '../controls/media-query';
import type { StaticStyleSheet } from './static-style-sheets';
import { REDUCED_MOTION_QUERY } from './theme';

/** The meta tag the build writes (scripts/antd-static-style-plugin.ts): `{ "<sheet>": "<url>" }`. */
const META = 'antd-static-style';

/**
 * Applies one of antd's build-time stylesheets (`all`: every component the build kept; the
 * others: src/app/static-style-sheets.ts) and
 * resolves once it is applied, or failed: the first render must wait for it, because antd
 * reads the sheet's list of styles once, at its first style, and generates every style it
 * does not find there. Without the meta tag (`npm run dev`, tests) or for people who asked for
 * less motion (their theme has no motion, so its styles hash differently and none would match)
 * nothing is loaded and antd generates its styles as usual.
 */
export function applyStaticStyle(doc: Document, sheet: StaticStyleSheet): Promise<void> {
  const url = staticStyleUrl(doc, sheet);
  if (!url || matchesMedia(REDUCED_MOTION_QUERY)) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  const applied = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  doc.head.appendChild(link);
  return applied;
}

/** The sheet's url, in its dark twin (`<sheet>-dark`) while the page is dark. */
export function staticStyleUrl(doc: Document, sheet: StaticStyleSheet): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${META}"]`)?.content;
  if (!content) return undefined;
  const name = currentColorScheme() === 'dark' ? `${sheet}-dark` : sheet;
  try {
    const urls = JSON.parse(content) as Record<string, unknown>;
    return typeof urls[name] === 'string' ? urls[name] : undefined;
  } catch {
    return undefined;
  }
}

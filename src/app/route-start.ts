import { guardRedirect, hasRedirectDenied, rootRoute } from '../../providers/access';
import { loadDictionary } from '../../providers/api/dictionary-api';
import { early, http } from '../../providers/http/client';
import { storedLocale } from '../../providers/i18n/stored-locale';
import { session } from '../../providers/session';
import { readShopStatus } from '../../providers/shop-status';
import { isPhoneViewport } from '../controls/phone-viewport';
import { loadResource, screenOf } from '../engine/load-resource';
import { startShellCalls } from '../shell/first-calls';
import { areas } from './areas';
import { adminPageOf, PAGE_PATHS, pages, PUBLIC_PAGES } from './page-loaders';
import { applyStaticStyle } from './static-style';
import { matchResource, PAGE_FIRST_CALLS, prefetchPageData, quiet } from './page-calls';

/** Where the guard will send this URL (the landing route may be a redirect: `/` → the first area). */
function landingPath(pathname: string, search: string): string {
  const signedIn = Boolean(session.get().merchant_access_token);
  const status = readShopStatus();
  const redirect = guardRedirect(pathname, { hasMerchantToken: signedIn, shopStatus: status, redirectDenied: hasRedirectDenied(search) });
  const target = redirect ?? pathname;
  return target === '/' ? rootRoute(status, areas) : target;
}

/**
 * The landing route's first wave, started before React renders: its first calls go out at
 * once (the descriptor says what the list asks for; http.prefetch hands each answer to the
 * screen's identical call, so nothing is asked twice), then its code (admin part, shell, the
 * screen for this viewport, the resource's parts) is requested together, in parallel.
 * `ready` resolves (never rejects) when that code has arrived or failed, and a list's rows too
 * (or ROWS_GRACE_MS after the code): main.tsx renders then, so the first render has every part
 * and the rows, and no Suspense boundary shows a fallback (React holds a boundary's content
 * back for 300 ms after a fallback, which would cost more than it saves). `showsShell`: the page is a signed-in one (main.tsx shows the shell's skeleton).
 */
export function startRoute(pathname: string, search: string): { ready: Promise<unknown>; showsShell: boolean } {
  // Every page reads the server's dictionary for its language (start-app.tsx merges it in).
  quiet(loadDictionary(early(http), storedLocale()));
  const path = landingPath(pathname, search);
  const open = PUBLIC_PAGES[path];
  if (open || !session.get().merchant_access_token) {
    const code: Promise<unknown>[] = open ? [pages[open].load()] : path.startsWith(PAGE_PATHS.help) ? [pages.publicHelp.load()] : [];
    // The signed-out pages' own small sheet of antd styles (the full one would hold their render back).
    if (open) code.push(applyStaticStyle(document, 'sign-in'));
    return { ready: settled(code), showsShell: false };
  }
  const match = matchResource(path);
  const page = match ? undefined : adminPageOf(path);
  const rows = match ? prefetchPageData(match, path === pathname ? search : '') : undefined;
  if (page) PAGE_FIRST_CALLS[page]?.(path, early(http)).forEach(quiet);
  startShellCalls(early(http)).forEach(quiet);
  const code = () => {
    // antd's build-time styles of the signed-in first screens (src/app/static-style.ts), beside the code.
    const loads: Promise<unknown>[] = [pages.admin.load(), pages.shell.load(), applyStaticStyle(document, 'admin')];
    if (match) loads.push(loadResource(match.descriptor), screenOf(match.descriptor, match.page, isPhoneViewport()).load());
    else if (page) loads.push(pages[page].load());
    return settled(loads).then(() => rows && Promise.race([rows, delay(ROWS_GRACE_MS)]));
  };
  // The calls' requests are made a few microtasks in (the http client's chain); the code's
  // on the next task, so the calls are first on the wire and never wait behind the chunks.
  return { ready: new Promise((resolve) => setTimeout(() => resolve(code()), 0)), showsShell: path !== PAGE_PATHS.register };
}

/**
 * How long the first render waits, once the code is in, for the list's rows still
 * on their way: a render with them (the list's initialData, use-list-state.ts) costs one pass,
 * a render without them a pass for the skeleton and another for the rows. A slow server gets
 * the page without them after this.
 */
const ROWS_GRACE_MS = 400;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for all; a failure is the route's own to show (its error boundary), not the start's. */
const settled = (loads: Promise<unknown>[]) => Promise.allSettled(loads);

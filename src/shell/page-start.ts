import { createContext } from 'react';

/**
 * Starts the first calls of the page at an in-app address (its list's rows, its descriptor's
 * prefetch, a record's GET), given by the app (src/app/route-start.ts `startPageCalls`). The
 * frame's navigations (side menu, palette, header links) call it in their click, so a list's rows
 * go out with the click rather than after its code has arrived and rendered (issue 30); the
 * page's identical calls take the answers (the http client's prefetch).
 */
export const PageStartContext = createContext<(to: string) => void>(() => undefined);

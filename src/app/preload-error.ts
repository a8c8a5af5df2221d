/**
 * A stylesheet or chunk that fails to load after a deploy (or on a dropped connection).
 * Vite's preload helper dispatches `vite:preloadError` with the error as `payload` and then
 * throws it into the lazy import; the route's error boundary catches it and, recognising it
 * here, reports "Unable to preload CSS" with a reload prompt instead of a generic failure.
 */
const seen = new WeakSet<object>();

const LOAD_FAILURE = /Unable to preload CSS|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Called once at start (src/main.tsx): remembers the errors Vite reports. */
export function watchPreloadErrors(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === 'object' && payload !== null) seen.add(payload);
  });
}

/** Whether a caught error is a failed stylesheet or chunk load. */
export function isPreloadError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && seen.has(error)) return true;
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

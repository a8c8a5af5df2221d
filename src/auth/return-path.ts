/**
 * Where to come back after signing in again from sign-in (the session-end dialog's cancel).
 * Internal paths only: one '/', not '//' or '/\' (another origin), not the sign-in pages.
 * Kept in sessionStorage (this tab only) and taken once.
 */
export const RETURN_PATH_KEY = 'partner.return-path';

export function isInternalPath(path: string): boolean {
  const controlChar = [...path].some((c) => c.charCodeAt(0) < 32);
  return /^\/(?![/\\])/.test(path) && !/^\/auth(\/|$|\?)/.test(path) && !controlChar;
}

export function saveReturnPath(path: string): void {
  if (!isInternalPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // No session storage: the person lands on the start page instead.
  }
}

/** The saved path (once), or `fallback`. */
export function takeReturnPath(fallback: string): string {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return path && isInternalPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

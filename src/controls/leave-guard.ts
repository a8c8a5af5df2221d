/**
 * One page at a time may ask before it is left (a form with unsaved changes). The app uses
 * a BrowserRouter, which has no navigation blocker, so navigations the shell makes in code
 * (the side menu) go through `requestLeave`; links are the page's own to catch.
 */
type Guard = (leave: () => void) => void;

let current: Guard | null = null;

/** Registers the page's guard; the returned function removes it (if still the current one). */
export function setLeaveGuard(guard: Guard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** Leaves at once, or when the current page's guard agrees. */
export function requestLeave(leave: () => void): void {
  if (current) current(leave);
  else leave();
}

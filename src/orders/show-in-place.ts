/**
 * "Показать" of the new-order banner while the orders list is already open. The list reads its
 * URL state once, when it opens (Refine's useTable with syncWithLocation), so navigating to its
 * own route with other filters would change the address and not the list: the new orders would
 * stay out of a period that ended when the list opened. The open list registers here instead and
 * sets its filters itself, to what the banner's link gives (the waiting orders, across all dates).
 * No imports: the orders list's first screen holds it. The orders own it; the shell's banner
 * (src/shell/order-alerts) calls it, so the imports point one way.
 */
type ShowWaiting = () => void;

let registered: ShowWaiting | null = null;

/** The open orders list offers to show the waiting orders in place; returns the unregister. */
export function registerShowWaiting(show: ShowWaiting): () => void {
  registered = show;
  return () => {
    if (registered === show) registered = null;
  };
}

/** Shows the waiting orders in the open list; false when no list is open (then navigate). */
export function showWaitingInPlace(): boolean {
  if (!registered) return false;
  registered();
  return true;
}

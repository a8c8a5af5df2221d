/**
 * New records announced to the open list of their resource (issue 34, a live orders list): the
 * shell's new-record poll tells, each open list of that resource re-reads what it shows, and
 * the answer says whether any of them showed the new records in place (then the "N new" banner
 * is not needed). A list that shows none of them (another page, sort or tab) still refreshes
 * what is counted beside it.
 */
type Taker = () => Promise<boolean>;

const takers = new Map<string, Set<Taker>>();

/** An open list takes the arrivals of `resource`; returns the unsubscribe. */
export function onArrivals(resource: string, taker: Taker): () => void {
  const set = takers.get(resource) ?? new Set<Taker>();
  set.add(taker);
  takers.set(resource, set);
  return () => {
    set.delete(taker);
    if (set.size === 0) takers.delete(resource);
  };
}

/** Tells the open lists of `resource` that new records arrived: true when one of them shows them now. */
export async function announceArrivals(resource: string): Promise<boolean> {
  const open = [...(takers.get(resource) ?? [])];
  const shown = await Promise.all(open.map((take) => take().catch(() => false)));
  return shown.includes(true);
}

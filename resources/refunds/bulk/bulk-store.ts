import { useSyncExternalStore } from 'react';
import type { RefundRequest } from '../refunds-api';
import type { BulkRefundAction } from '../rules/queue-rules';

/**
 * What the selection bar hands to the list's block above the table (queue-block.tsx): the
 * bulk dialog must outlive the bar, whose rows leave the tab once they are decided.
 */
export interface BulkRequest {
  action: BulkRefundAction;
  requests: RefundRequest[];
  /** Called once the run starts (the selection is cleared then). */
  onStarted?(): void;
}

let current: BulkRequest | null = null;
const listeners = new Set<() => void>();
const set = (next: BulkRequest | null): void => {
  current = next;
  for (const l of listeners) l();
};
const subscribe = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Opens the bulk dialog; false (nothing happens) while one is open: a double click opens one. */
export function startBulk(request: BulkRequest): boolean {
  if (current) return false;
  set(request);
  return true;
}

export function endBulk(): void {
  set(null);
}

export function useBulkRequest(): BulkRequest | null {
  return useSyncExternalStore(subscribe, () => current);
}

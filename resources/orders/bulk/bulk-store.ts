import { useSyncExternalStore } from 'react';
import type { Order } from '../orders-api';

/**
 * What the orders list's bulk actions and row decisions hand to the page's host
 * (queue-host.tsx), so that their dialogs, result summaries and the after-accept notice
 * outlive the selection bar and the row: an accepted order may leave a filtered list at once.
 */
/** Accept, ready for pickup, or both in one run ("Принять и подготовить", ending with the stickers). */
export type BulkKind = 'accept' | 'ready' | 'flow';
export interface BulkRequest {
  kind: BulkKind;
  orders: Order[];
  /** Called once the run starts (the selection is cleared then). */
  onStarted?(): void;
}

interface QueueState {
  request: BulkRequest | null;
  /** Accepted orders whose notice (fast courier / assembly tip) is still to be read. */
  accepted: Order[];
}

let state: QueueState = { request: null, accepted: [] };
const listeners = new Set<() => void>();
const set = (next: Partial<QueueState>): void => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};
const subscribe = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Opens a bulk dialog; false (nothing happens) while one is open: a double click starts one. */
export function startBulk(request: BulkRequest): boolean {
  if (state.request) return false;
  set({ request });
  return true;
}

export function endBulk(): void {
  set({ request: null });
}

export function announceAccepted(order: Order): void {
  set({ accepted: [...state.accepted.filter((o) => o.id !== order.id), order] });
}

export function dismissAccepted(id: string): void {
  set({ accepted: state.accepted.filter((o) => o.id !== id) });
}

export function useQueueState(): QueueState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Tests start from nothing. */
export function resetQueueState(): void {
  set({ request: null, accepted: [] });
}

import { useSyncExternalStore } from 'react';
import type { ProductOnSale } from '../types';

/**
 * What the seller changed on a row before the list re-reads it (spec 3 §3 client-side flags
 * optimisticIsEnabled, isLoading): the switch's state shows at once, a saved price at once.
 * Kept per sku, so quick changes on different rows never undo each other; a re-read of the
 * list (newer than any settled change) drops the patches of rows with nothing in flight.
 */
export interface RowPatch {
  enabled?: boolean;
  /** A status change is in flight (the switch is loading; a second click sends nothing). */
  pending?: boolean;
  price?: ProductOnSale['price'];
  extremum?: ProductOnSale['price_extremum'];
}

const patches = new Map<string, RowPatch>();
const listeners = new Set<() => void>();
/** Counts the changes: a snapshot for the hooks that read many rows at once. */
let version = 0;
const notify = () => {
  version += 1;
  listeners.forEach((l) => l());
};

export function patchRow(sku: string, patch: RowPatch | undefined): void {
  if (patch) patches.set(sku, { ...patches.get(sku), ...patch });
  else patches.delete(sku);
  notify();
}

export function rowPatch(sku: string): RowPatch | undefined {
  return patches.get(sku);
}

/** Fresh rows arrived: settled patches are superseded by them. */
export function settlePatches(): void {
  let changed = false;
  for (const [sku, patch] of patches) {
    if (!patch.pending) {
      patches.delete(sku);
      changed = true;
    }
  }
  if (changed) notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The row as the seller sees it: the server's record with its patch on top. */
export function withPatch(product: ProductOnSale, patch: RowPatch | undefined): ProductOnSale {
  if (!patch) return product;
  return {
    ...product,
    is_enabled: patch.enabled ?? product.is_enabled,
    price: patch.price ?? product.price,
    price_extremum: patch.extremum ?? product.price_extremum,
  };
}

export function useShownProduct(product: ProductOnSale): { shown: ProductOnSale; pending: boolean } {
  const patch = useSyncExternalStore(subscribe, () => patches.get(product.sku));
  return { shown: withPatch(product, patch), pending: patch?.pending === true };
}

/** Several rows as the seller sees them (the bulk bar's selection): re-read on any row's change. */
export function useShownProducts(products: readonly ProductOnSale[]): ProductOnSale[] {
  useSyncExternalStore(subscribe, () => version);
  return products.map((p) => withPatch(p, patches.get(p.sku)));
}

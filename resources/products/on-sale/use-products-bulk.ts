import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, trackEvent } from '../../../providers/analytics';
import { inAction, newActionKeys, type ActionKeys } from '../../../providers/http/idempotency';
import { useBulkRun } from '../../../src/engine/bulk/use-bulk-run';
import type { ProductOnSale } from '../types';
import { productsApi, useProductListsChanged, useProductToasts } from '../products-services';
import { patchRow } from './row-patches';

export type BulkKind = 'enable' | 'disable' | 'price';

/** One product of a run; `price` is the new price of a price run (from the preview). */
export interface BulkItem {
  product: ProductOnSale;
  price?: number;
}

/**
 * The on-sale list's bulk runs (issue 34) on the engine's bulk run: the spec's per-product calls
 * (enable/disable, price; at most 4 in flight), one progress, each failure said by the products
 * catalogue, "retry the failed". Each product's write keeps one Idempotency-Key for its run and
 * the run's retries: a change whose answer was lost is answered again by the service, not applied
 * twice. Each changed row shows its new state at once (row-patches.ts), then the list is re-read.
 */
export function useProductsBulk() {
  const { t } = useTranslation();
  const toasts = useProductToasts();
  const changed = useProductListsChanged();
  const { describe } = toasts;
  const failureOf = useCallback((error: unknown) => {
    const shown = describe(error, 'products.bulk.failed');
    return { message: shown.text, detail: shown.detail };
  }, [describe]);
  const bulk = useBulkRun<BulkItem>(failureOf);
  const [kind, setKind] = useState<BulkKind | null>(null);
  const keys = useRef(new Map<string, ActionKeys>());
  // The run and its retries make one success toast with the run's whole count.
  const succeededSoFar = useRef(0);

  const keysOf = (sku: string): ActionKeys => {
    let action = keys.current.get(sku);
    if (!action) keys.current.set(sku, (action = newActionKeys()));
    return action;
  };

  const changeOne = async (wanted: BulkKind, { product, price }: BulkItem): Promise<void> => {
    const { sku } = product;
    const action = keysOf(sku);
    if (wanted === 'price') {
      const saved = (await inAction(action, () => productsApi.setPrice(sku, price!))) as Partial<ProductOnSale> | undefined;
      patchRow(sku, { price: saved?.price ?? { ...product.price, current: price! }, extremum: saved?.price_extremum ?? product.price_extremum });
      trackEvent(ANALYTICS_EVENTS.priceChanged, { sku, price: price! });
      return;
    }
    const on = wanted === 'enable';
    patchRow(sku, { enabled: on, pending: true });
    try {
      await inAction(action, () => productsApi.toggle(sku, on));
      patchRow(sku, { enabled: on, pending: false });
      trackEvent(on ? ANALYTICS_EVENTS.putOnSale : ANALYTICS_EVENTS.takenOffSale, { sku });
    } catch (error) {
      patchRow(sku, { enabled: product.is_enabled, pending: false });
      throw error;
    }
  };

  /** Runs `wanted` over `items`; a retry (`retry: true`) keeps the run's keys. True when all succeeded. */
  const start = async (wanted: BulkKind, items: BulkItem[], retry = false): Promise<boolean> => {
    if (bulk.running) return false;
    if (!retry) {
      keys.current = new Map();
      succeededSoFar.current = 0;
    }
    setKind(wanted);
    if (items.length === 0) {
      toasts.success('products-bulk', t('products.bulk.done.nothing'));
      return true;
    }
    const result = await bulk.run(items, (item) => changeOne(wanted, item));
    if (!result) return false;
    succeededSoFar.current += result.succeeded.length;
    void changed('products');
    if (result.kind !== 'all') return false;
    bulk.clear();
    keys.current = new Map();
    toasts.success('products-bulk', t(`products.bulk.done.${wanted}`, { count: succeededSoFar.current }));
    return true;
  };

  const retry = () => (kind && bulk.result ? start(kind, bulk.result.failed.map((f) => f.item), true) : Promise.resolve(false));

  return { start, retry, kind, progress: bulk.progress, result: bulk.result, running: bulk.running };
}

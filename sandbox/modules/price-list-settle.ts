import type { ProductOnSale, UnrelatedRow } from '../seed/products';
import type { UploadEvent } from '../seed/audit';
import type { Store } from '../state';
import type { AcceptedRow } from './price-list-rows';

/**
 * An upload is answered at once as a `processing` event; its outcome (already computed from
 * the parsed file) is kept here and applied when it is due: by a timer, and, so that nothing
 * stays processing across a restart, by any read of the upload events (settleDue).
 */
export const PENDING_SLICE = 'price-list-pending';
export const UPLOADS_EVENTS_SLICE = 'audit-uploads';

export interface PendingOutcome {
  mid: string;
  settle_at: number;
  status: Exclude<UploadEvent['status'], 'processing'>;
  description: string;
  messages: string[];
  accepted: AcceptedRow[];
  /** Why the whole upload failed (a key the app translates); absent when rows were read. */
  reason?: string;
}

/** Applies every outcome whose time has come; answers whether anything changed. */
export function settleDue(store: Store, now: number): boolean {
  const pending = store.slice<Record<string, PendingOutcome>>(PENDING_SLICE);
  let changed = false;
  for (const [id, outcome] of Object.entries(pending)) {
    if (outcome.settle_at > now) continue;
    const event = (store.slice<Record<string, UploadEvent[]>>(UPLOADS_EVENTS_SLICE)[outcome.mid] ?? []).find((e) => e.id === id);
    if (event && event.status === 'processing') {
      event.status = outcome.status;
      event.description = outcome.description;
      event.messages = outcome.messages;
      if (outcome.reason) event.reason = outcome.reason;
      event.meta.updated_at = new Date(Math.max(now, outcome.settle_at)).toISOString();
      applyRows(store, outcome.mid, outcome.accepted);
    }
    delete pending[id];
    changed = true;
  }
  if (changed) store.save();
  return changed;
}

/** Good rows update the shop's products on sale; SKUs the shop does not sell yet wait for binding. */
function applyRows(store: Store, mid: string, rows: AcceptedRow[]): void {
  const onSale = store.slice<Record<string, ProductOnSale[]>>('products-on-sale')[mid] ?? [];
  const unrelatedAll = store.slice<Record<string, UnrelatedRow[]>>('products-unrelated');
  const unrelated = (unrelatedAll[mid] ??= []);
  for (const row of rows) {
    const product = onSale.find((p) => p.merchant_sku === row.sku);
    if (product) {
      const price = row.price;
      const withoutMarkup = Math.round(price / (1 + product.price.markup_percent / 100));
      product.price = { ...product.price, current: price, markup: price - withoutMarkup, price_without_markup: withoutMarkup };
      product.commissions.total.value = Math.round((price * product.commissions.total.rate) / 100);
      for (const stock of row.stocks) {
        const kept = product.stocks.find((s) => s.store_id === stock.store_id);
        if (kept) kept.quantity = stock.quantity;
        else product.stocks.push({ ...stock });
      }
      continue;
    }
    const waiting = unrelated.find((u) => u.products.sku === row.sku);
    if (waiting) {
      waiting.products.price = row.price;
      continue;
    }
    unrelated.unshift({
      id: `${mid}-p${Date.now().toString(36)}${unrelated.length}`,
      products: { sku: row.sku, brand: row.brand, model: '', name: row.name || row.sku, price: row.price },
      variants: { total: 0, hits: [] },
      no_base_product: false,
    });
  }
}

import { SandboxError, badRequest, notFound, readJsonObject } from '../http';
import { baseProducts, type BaseProduct } from '../seed/base-products';
import { answerOf, extremumOf, type ProductOnSale, type UnrelatedRow } from '../seed/products';
import type { SandboxApp, SandboxContext } from '../types';
import { rowsOf } from './list-query';

/**
 * Changes to products (spec 3 §7), merchant token:
 *   PUT /merchant-gateway/api/v2/merchants/products/enable | /disable  {sku}  → {sku, is_enabled}
 *   PUT /merchant-gateway/api/v2/merchants/products/price  {store_sku, price} → the product
 *       (price a whole number 101..100 000 000: 400 price_not_integer, price_too_low, price_too_high;
 *       the extremum follows the new price)
 *   PUT /merchant-gateway/api/v2/merchants/products/connection {merchant_sku, store_sku}
 *       → {merchant_sku, store_sku}; the row leaves the unmatched list and goes on sale.
 *       Refusals (spec 3 §8): 400 "cannot bind category ..." (key bind_category_closed), 422
 *       "product is connected ..." (bind_product_connected), 409 other (bind_product_moderated);
 *       404 unknown row or base product.
 *   PUT merchant-gateway/api/v2/merchants/products/no-bp {skus} → {skus}: rows move to the no-suitable list.
 *   GET /storefront/api/v1/baseproducts/{sku} → {sku, title, brand, media} (404 unknown)
 *   POST /search/api/v1/indexes/products/search {query, limit 1..10} → {hits: [{id, picture, brand, name}], total}
 *       (designed: the spec shows the request only; hits are shaped as the rows' variants)
 * Control: PUT /__sandbox/products {failing: [call...]} makes those calls answer 503
 * (calls: enable, disable, price, connection, no-bp, search, baseproduct); reset clears it.
 */
const MG = '/merchant-gateway/api/v2/merchants/products';
export const PRODUCT_CALLS = ['enable', 'disable', 'price', 'connection', 'no-bp', 'search', 'baseproduct'] as const;
type ProductCall = (typeof PRODUCT_CALLS)[number];
const FAULT_SLICE = 'products-faults';
export const MIN_PRICE = 101;
/** Designed (the spec names no upper bound): the app's editor refuses above it too. */
export const MAX_PRICE = 100_000_000;
const SEARCH_LIMIT = 10;

export const productActionSeeds = { [FAULT_SLICE]: (): { failing: ProductCall[] } => ({ failing: [] }) };

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') badRequest(`${field} is required (a non-empty string)`);
  return value.trim();
}

/** What a seller sees of a base product (the seed's category and price stay behind). */
const publicBase = ({ sku, title, brand, media }: BaseProduct) => ({ sku, title, brand, media });

function bindRefusal(row: UnrelatedRow, storeSku: string): SandboxError | undefined {
  switch (row.bind_fault) {
    case 'category': return new SandboxError(400, `cannot bind category: the base product ${storeSku} is in a category closed to this shop`, 'bind_category_closed');
    case 'connected': return new SandboxError(422, `product is connected: ${row.products.sku} was bound by marketplace staff`, 'bind_product_connected');
    case 'other': return new SandboxError(409, `binding ${row.products.sku} is refused: the base product is being moderated`, 'bind_product_moderated');
    default: return undefined;
  }
}

function onSaleFrom(row: UnrelatedRow, base: BaseProduct): ProductOnSale {
  const price = row.products.price;
  return {
    sku: base.sku,
    merchant_sku: row.products.sku,
    title: base.title,
    category: base.category,
    image_url: base.media[0]?.url ?? '',
    is_enabled: true,
    stocks: [],
    price: { current: price, old: 0, markup: 0, markup_percent: 0, price_without_markup: price },
    price_extremum: extremumOf([], price),
    commissions: { total: { value: Math.round(price * 0.1), rate: 10 } },
    others: [],
  };
}

export function registerProductActions(app: SandboxApp, ctx: SandboxContext): void {
  const faults = () => ctx.store.slice<{ failing: ProductCall[] }>(FAULT_SLICE);
  const failIf = (call: ProductCall) => {
    if (faults().failing.includes(call)) throw new SandboxError(503, `${call}: product service is unavailable, try again later`);
  };
  const onSale = (mid: string) => rowsOf<ProductOnSale>(ctx.store, 'products-on-sale', mid);
  const unrelated = (mid: string) => rowsOf<UnrelatedRow>(ctx.store, 'products-unrelated', mid);
  const product = (mid: string, sku: string) => onSale(mid).find((p) => p.sku === sku) ?? notFound(`product ${sku} not found`);

  for (const toggle of ['enable', 'disable'] as const) {
    app.put(`${MG}/${toggle}`, ctx.requireMerchant, ctx.requireRight('products.sale'), async (c) => {
      const sku = text(await readJsonObject(c), 'sku');
      failIf(toggle);
      const p = product(c.get('mid'), sku);
      p.is_enabled = toggle === 'enable';
      ctx.store.save();
      return c.json({ sku, is_enabled: p.is_enabled });
    });
  }

  app.put(`${MG}/price`, ctx.requireMerchant, ctx.requireRight('products.price'), async (c) => {
    const body = await readJsonObject(c);
    const sku = text(body, 'store_sku');
    const price = body.price;
    if (typeof price !== 'number' || !Number.isInteger(price)) badRequest('price must be a whole number of tenge', 'price_not_integer');
    if (price < MIN_PRICE) badRequest(`price must be at least ${MIN_PRICE}`, 'price_too_low');
    if (price > MAX_PRICE) badRequest(`price must be at most ${MAX_PRICE}`, 'price_too_high');
    failIf('price');
    const p = product(c.get('mid'), sku);
    const withoutMarkup = Math.round(price / (1 + p.price.markup_percent / 100));
    p.price = { ...p.price, current: price, markup: price - withoutMarkup, price_without_markup: withoutMarkup };
    p.price_extremum = extremumOf(p.others ?? [], price);
    p.commissions.total.value = Math.round((price * p.commissions.total.rate) / 100);
    ctx.store.save();
    return c.json(answerOf(p));
  });

  app.put(`${MG}/connection`, ctx.requireMerchant, ctx.requireRight('products.bind'), async (c) => {
    const body = await readJsonObject(c);
    const merchantSku = text(body, 'merchant_sku');
    const storeSku = text(body, 'store_sku');
    failIf('connection');
    const mid = c.get('mid');
    const rows = unrelated(mid);
    const row = rows.find((u) => u.products.sku === merchantSku && !u.no_base_product) ?? notFound(`unmatched product ${merchantSku} not found`);
    const base = baseProducts().get(storeSku) ?? notFound(`base product ${storeSku} not found`);
    const refusal = bindRefusal(row, storeSku);
    if (refusal) throw refusal;
    if (onSale(mid).some((p) => p.sku === storeSku)) throw new SandboxError(422, `product is connected: ${storeSku} is already on sale in this shop`, 'bind_product_connected');
    rows.splice(rows.indexOf(row), 1);
    onSale(mid).unshift(onSaleFrom(row, base));
    ctx.store.save();
    return c.json({ merchant_sku: merchantSku, store_sku: storeSku });
  });

  // The spec writes this path without the leading slash; it is the same call.
  app.put(`${MG}/no-bp`, ctx.requireMerchant, ctx.requireRight('products.bind'), async (c) => {
    const skus = (await readJsonObject(c)).skus;
    if (!Array.isArray(skus) || skus.length === 0 || !skus.every((s) => typeof s === 'string' && s.trim() !== '')) badRequest('skus must be a non-empty array of strings');
    if (skus.length > 100) badRequest('skus: at most 100 at once');
    failIf('no-bp');
    const rows = unrelated(c.get('mid'));
    const unknown = (skus as string[]).filter((s) => !rows.some((u) => u.products.sku === s));
    if (unknown.length) notFound(`unmatched products not found: ${unknown.join(', ')}`);
    for (const row of rows) if ((skus as string[]).includes(row.products.sku)) row.no_base_product = true;
    ctx.store.save();
    return c.json({ skus });
  });

  app.get('/storefront/api/v1/baseproducts/:sku', ctx.requireMerchant, (c) => {
    failIf('baseproduct');
    const base = baseProducts().get(c.req.param('sku')) ?? notFound(`base product ${c.req.param('sku')} not found`);
    return c.json(publicBase(base));
  });

  app.post('/search/api/v1/indexes/products/search', ctx.requireMerchant, async (c) => {
    const body = await readJsonObject(c);
    const query = typeof body.query === 'string' ? body.query.trim() : badRequest('query is required (a string)');
    const limit = body.limit ?? SEARCH_LIMIT;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMIT) badRequest(`limit must be a whole number 1..${SEARCH_LIMIT}`);
    failIf('search');
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const found = words.length === 0 ? [] : [...baseProducts().values()].filter((b) => {
      const hay = `${b.sku} ${b.brand.title.ru} ${b.title.ru}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
    return c.json({ hits: found.slice(0, limit).map((b) => ({ id: b.sku, picture: b.media[0]?.url ?? '', brand: b.brand.title.ru, name: b.title.ru })), total: found.length });
  });

  app.put('/__sandbox/products', async (c) => {
    const body = await readJsonObject(c);
    const failing = body.failing;
    if (!Array.isArray(failing) || !failing.every((x) => (PRODUCT_CALLS as readonly unknown[]).includes(x))) {
      badRequest(`failing must be an array of ${PRODUCT_CALLS.join(', ')}`);
    }
    faults().failing = failing as ProductCall[];
    ctx.store.save();
    return c.json(faults());
  });
}

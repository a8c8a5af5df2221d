import { badRequest, notFound, readJsonObject } from '../http';
import { asPromotionProduct, type OldInstallment, type PromotionProduct } from '../seed/installments';
import { productsOnSaleOf } from '../seed/products';
import { SEEDED_MERCHANTS } from '../seed/seed-util';
import type { SandboxApp, SandboxContext } from '../types';
import { monthBounds, SLUGS } from './installment-query';
import { boolParam, checkRange, isoParam, jsonRoute, matchesText, monthParam, pageOf, pagingOf, repeatedEnum, rowsOf, sortRows } from './list-query';

/**
 * The old programme (spec 3 §7 Installments (old)):
 * - GET /payplan/api/v1/installments/available (running: not ended): repeated `category`, `month` yyyy-MM [designed:
 *   the screen filters by month] → {installments, total}, earliest start first; one by id.
 * - GET /storefront/api/v1/merchants/installments [designed: the products tab's list, promotions
 *   not ended; the spec shows only its DELETE]: `month`, repeated `category`, page, limit → {products, total}.
 * - DELETE /storefront/api/v1/merchants/installments {skus}: every sku must be in a promotion.
 * - GET /storefront/api/v1/merchants/installments/{id} → {products, total} of that promotion;
 *   PUT same {skus}: each a shop product within the promotion's price bounds, not already in a
 *   promotion that overlaps it → {skus}.
 * - GET /storefront/api/v1/merchants/products-info: repeated `category`, `search` [designed:
 *   name or sku], `start_at`, `end_at` (ISO, both or none), `with_installment` (false: leave
 *   out products already in a promotion overlapping the period), page, limit →
 *   {products: [{sku, title, category, image_url, price, installment: {id, title} | null}], total}.
 */
const overlaps = (a: { start_at: string; end_at: string }, from: number, to: number) => Date.parse(a.start_at) < to && Date.parse(a.end_at) >= from;

function skusOf(body: Record<string, unknown>): string[] {
  const skus = body.skus;
  if (!Array.isArray(skus) || skus.length === 0 || skus.some((s) => typeof s !== 'string' || s === '')) badRequest('skus must be a non-empty array of strings', 'installment_bad_body');
  if (new Set(skus).size !== skus.length) badRequest('skus must not repeat', 'installment_bad_body');
  return skus as string[];
}

export function registerOldInstallments(app: SandboxApp, ctx: SandboxContext): void {
  const promotions = (mid: string) => rowsOf<OldInstallment>(ctx.store, 'payplan-installments', mid);
  const enrolled = (mid: string) => rowsOf<PromotionProduct>(ctx.store, 'promotion-products', mid);
  const shopProducts = (mid: string) => (SEEDED_MERCHANTS[mid] ? productsOnSaleOf(mid, SEEDED_MERCHANTS[mid]) : []);
  const promotion = (mid: string, raw: string) => promotions(mid).find((x) => x.id === Number(raw)) ?? notFound('installment not found');

  app.get('/payplan/api/v1/installments/available', ctx.requireMerchant, jsonRoute((c, p) => {
    const paging = pagingOf(p);
    const categories = repeatedEnum(p, 'category', SLUGS);
    const month = monthParam(p, 'month');
    const [from, to] = month ? monthBounds(month) : [-Infinity, Infinity];
    // Running: not ended yet.
    const now = ctx.now().getTime();
    const rows = promotions(c.get('mid')).filter((x) => Date.parse(x.end_at) >= now && (!categories || x.categories.some((k) => categories.includes(k.slug))) && overlaps(x, from, to));
    const sorted = sortRows(rows, (x) => x.start_at, false, (x) => x.id);
    return { installments: pageOf(sorted, paging), total: sorted.length };
  }));

  app.get('/payplan/api/v1/installments/:id', ctx.requireMerchant, jsonRoute((c) => promotion(c.get('mid'), c.req.param('id') ?? '')));

  app.get('/storefront/api/v1/merchants/installments', ctx.requireMerchant, jsonRoute((c, p) => {
    const paging = pagingOf(p);
    const categories = repeatedEnum(p, 'category', SLUGS);
    const month = monthParam(p, 'month');
    const [from, to] = month ? monthBounds(month) : [-Infinity, Infinity];
    // Products of promotions that have not ended.
    const now = ctx.now().getTime();
    const rows = enrolled(c.get('mid')).filter((x) => Date.parse(x.installment.end_at) >= now && (!categories || categories.includes(x.category.slug)) && overlaps(x.installment, from, to));
    const sorted = sortRows(rows, (x) => x.installment.start_at, false, (x) => x.sku);
    return { products: pageOf(sorted, paging), total: sorted.length };
  }));

  app.delete('/storefront/api/v1/merchants/installments', ctx.requireMerchant, ctx.requireRight('installments.manage'), async (c) => {
    const skus = skusOf(await readJsonObject(c));
    const rows = enrolled(c.get('mid'));
    for (const sku of skus) if (!rows.some((x) => x.sku === sku)) badRequest(`product ${sku} is not in a promotion`, 'installment_product_not_enrolled');
    const slice = ctx.store.slice<Record<string, PromotionProduct[]>>('promotion-products');
    slice[c.get('mid')] = rows.filter((x) => !skus.includes(x.sku));
    ctx.store.save();
    return c.json({ skus });
  });

  app.get('/storefront/api/v1/merchants/installments/:id', ctx.requireMerchant, jsonRoute((c, p) => {
    const x = promotion(c.get('mid'), c.req.param('id') ?? '');
    const rows = enrolled(c.get('mid')).filter((r) => r.installment.id === x.id);
    return { products: pageOf(rows, pagingOf(p)), total: rows.length };
  }));

  app.put('/storefront/api/v1/merchants/installments/:id', ctx.requireMerchant, ctx.requireRight('installments.manage'), async (c) => {
    const mid = c.get('mid');
    const x = promotion(mid, c.req.param('id'));
    const skus = skusOf(await readJsonObject(c));
    const products = shopProducts(mid);
    const rows = enrolled(mid);
    const chosen = skus.map((sku) => {
      const p = products.find((r) => r.sku === sku) ?? badRequest(`product ${sku} is not the shop's`, 'installment_unknown_product');
      if (p.price.current < x.min_product_price || p.price.current > x.max_product_price) {
        badRequest(`product ${sku} price ${p.price.current} is outside the promotion's bounds ${x.min_product_price}–${x.max_product_price}`, 'installment_price_out_of_bounds');
      }
      if (rows.some((r) => r.sku === sku)) badRequest(`product ${sku} is already in a promotion`, 'installment_product_enrolled');
      return p;
    });
    rows.push(...chosen.map((p) => asPromotionProduct(p, x)));
    ctx.store.save();
    return c.json({ skus });
  });

  app.get('/storefront/api/v1/merchants/products-info', ctx.requireMerchant, jsonRoute((c, p) => {
    const paging = pagingOf(p);
    const categories = repeatedEnum(p, 'category', SLUGS);
    const search = p.one('search')?.trim().toLowerCase();
    const from = isoParam(p, 'start_at');
    const to = isoParam(p, 'end_at');
    if ((from === undefined) !== (to === undefined)) badRequest('start_at and end_at go together');
    checkRange('start_at', from, 'end_at', to);
    const withInstallment = boolParam(p, 'with_installment') ?? true;
    const enrolledNow = enrolled(c.get('mid')).filter((r) => from === undefined || overlaps(r.installment, from, to!));
    const rows = shopProducts(c.get('mid'))
      .filter((x) => (!categories || categories.includes(x.category.slug)) && (!search || matchesText(search, x.title.ru, x.sku, x.merchant_sku)))
      .map((x) => {
        const inPromotion = enrolledNow.find((r) => r.sku === x.sku);
        return { sku: x.sku, title: x.title, category: x.category, image_url: x.image_url, price: { current: x.price.current }, installment: inPromotion ? { id: inPromotion.installment.id, title: inPromotion.installment.title } : null };
      })
      .filter((x) => withInstallment || !x.installment);
    return { products: pageOf(rows, paging), total: rows.length };
  }));
}

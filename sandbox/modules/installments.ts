import { installmentsOf, oldInstallmentsOf, promotionProductsOf, type Installment, type OldInstallment, type PromotionProduct } from '../seed/installments';
import { ALL_CATEGORIES } from '../seed/merchant-catalog';
import { perMerchant, TZ_OFFSET_MS } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { boolParam, enumParam, jsonRoute, monthParam, notFound, pageOf, pagingOf, repeatedEnum, rowsOf, sortRows } from './list-query';

/**
 * Installment promotions (spec 3 §7), newest start first:
 * - new: repeated `category` (slug; matches promotions covering any), `month` yyyy-MM
 *   (promotion runs during the month), `is_completed`, `is_merchant_categories` (covers one
 *   of the shop's categories), `is_subscribed` (subscribed, paused or completed while
 *   participating) → {installments, total}; one by id.
 * - products in the shop's promotions: `sort` price|-price → {products, total}.
 * - old (payplan): repeated `category` → {installments, total}; one by id.
 */
const SLUGS = ALL_CATEGORIES.map((c) => c.slug);
const COMPLETED = ['completed', 'completed_and_participating'];
const PARTICIPATING = ['subscribed', 'subscription_paused', 'completed_and_participating'];

function monthBounds(month: string): [number, number] {
  const [y, m] = month.split('-').map(Number);
  // Months are local (UTC+5) calendar months.
  return [Date.UTC(y, m - 1, 1) - TZ_OFFSET_MS, Date.UTC(y, m, 1) - TZ_OFFSET_MS];
}

export const installmentsModule: SandboxModule = {
  name: 'installments',
  seeds: {
    installments: () => perMerchant(installmentsOf),
    'installment-products': () => perMerchant(promotionProductsOf),
    'payplan-installments': () => perMerchant(oldInstallmentsOf),
  },
  register(app, ctx) {
    const newOnes = (mid: string): Installment[] => rowsOf<Installment>(ctx.store, 'installments', mid);
    const oldOnes = (mid: string): OldInstallment[] => rowsOf<OldInstallment>(ctx.store, 'payplan-installments', mid);

    app.get('/installment/api/v1/installments', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const categories = repeatedEnum(p, 'category', SLUGS);
      const month = monthParam(p, 'month');
      const completed = boolParam(p, 'is_completed');
      const mine = boolParam(p, 'is_merchant_categories');
      const subscribed = boolParam(p, 'is_subscribed');
      const [from, to] = month ? monthBounds(month) : [-Infinity, Infinity];
      const rows = newOnes(c.get('mid')).filter(
        (x) =>
          (!categories || x.categories.some((k) => categories.includes(k.slug))) &&
          Date.parse(x.starts_at) < to && Date.parse(x.ends_at) >= from &&
          (completed === undefined || COMPLETED.includes(x.status) === completed) &&
          (mine === undefined || x.merchant_categories.length > 0 === mine) &&
          (subscribed === undefined || PARTICIPATING.includes(x.status) === subscribed),
      );
      const sorted = sortRows(rows, (x) => x.starts_at, true, (x) => x.installment_id);
      return { installments: pageOf(sorted, paging), total: sorted.length };
    }));

    app.get('/installment/api/v1/installments/:id', ctx.requireMerchant, jsonRoute((c) => {
      const id = Number(c.req.param('id'));
      return newOnes(c.get('mid')).find((x) => x.installment_id === id) ?? notFound('installment not found');
    }));

    app.get('/storefront/api/v1/merchants/installments/products', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const sort = enumParam(p, 'sort', ['price', '-price'] as const);
      const rows = rowsOf<PromotionProduct>(ctx.store, 'installment-products', c.get('mid'));
      const sorted = sort ? sortRows(rows, (x) => x.price.current, sort === '-price', (x) => x.sku) : rows;
      return { products: pageOf(sorted, paging), total: sorted.length };
    }));

    app.get('/payplan/api/v1/installments/available', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const categories = repeatedEnum(p, 'category', SLUGS);
      const rows = oldOnes(c.get('mid')).filter((x) => !categories || x.categories.some((k) => categories.includes(k.slug)));
      const sorted = sortRows(rows, (x) => x.start_at, false, (x) => x.id);
      return { installments: pageOf(sorted, paging), total: sorted.length };
    }));

    app.get('/payplan/api/v1/installments/:id', ctx.requireMerchant, jsonRoute((c) => {
      const id = Number(c.req.param('id'));
      return oldOnes(c.get('mid')).find((x) => x.id === id) ?? notFound('installment not found');
    }));
  },
};

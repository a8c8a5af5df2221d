import { installmentsOf, oldInstallmentsOf, promotionProductsOf, type Installment } from '../seed/installments';
import { perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { registerInstallmentActions } from './installment-actions';
import { programmeProducts, tookPart } from './installment-products';
import { monthBounds, SLUGS } from './installment-query';
import { boolParam, enumParam, intParam, jsonRoute, monthParam, notFound, pageOf, pagingOf, repeatedEnum, rowsOf, sortRows } from './list-query';
import { registerOldInstallments } from './old-installments';

/**
 * Installment promotions (spec 3 §7), newest start first:
 * - new: repeated `category` (slug; matches promotions covering any, and the all-categories
 *   ones), `month` yyyy-MM (promotion runs during the month), `is_completed`,
 *   `is_merchant_categories` (covers one of the shop's categories), `is_subscribed`
 *   (subscribed, paused, or completed while participating) → {installments, total}; one by id.
 * - products in the shop's participations: `sort` price|-price, `installment_id` [designed]
 *   → {products, total}.
 * - the participation calls (designed): installment-actions.ts; the old programme: old-installments.ts.
 */
const PARTICIPATING = ['subscribed', 'subscription_paused'];

/** Completed: its own status, or ended (the promotion list is read at any later time). */
export const isCompleted = (x: Installment) => x.status.startsWith('completed');
const participates = (x: Installment) => PARTICIPATING.includes(x.status) || (isCompleted(x) && tookPart(x));


export const installmentsModule: SandboxModule = {
  name: 'installments',
  seeds: {
    installments: () => perMerchant(installmentsOf),
    'promotion-products': () => perMerchant(promotionProductsOf),
    'payplan-installments': () => perMerchant(oldInstallmentsOf),
  },
  register(app, ctx) {
    const newOnes = (mid: string): Installment[] => rowsOf<Installment>(ctx.store, 'installments', mid);

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
          (!categories || x.categories.length === 0 || x.categories.some((k) => categories.includes(k.slug))) &&
          Date.parse(x.starts_at) < to && Date.parse(x.ends_at) >= from &&
          (completed === undefined || isCompleted(x) === completed) &&
          (mine === undefined || x.merchant_categories.length > 0 === mine) &&
          (subscribed === undefined || participates(x) === subscribed),
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
      const id = intParam(p, 'installment_id', 1, 999_999_999);
      const mid = c.get('mid');
      const all = newOnes(mid);
      if (id !== undefined && !all.some((x) => x.installment_id === id)) notFound('installment not found');
      const rows = programmeProducts(mid, all.filter((x) => (id === undefined ? PARTICIPATING.includes(x.status) : x.installment_id === id)));
      const sorted = sort ? sortRows(rows, (x) => x.price.current, sort === '-price', (x) => x.sku) : rows;
      return { products: pageOf(sorted, paging), total: sorted.length };
    }));

    registerInstallmentActions(app, ctx, newOnes);
    registerOldInstallments(app, ctx);
  },
};

import { z } from 'zod';
import type { Operation } from '../operation';
import { bool, commaList, day, isoDate, oneOf, paging, signedSort, sortDir } from '../params';
import { texts, when, whenOrNull } from '../shapes';

const ORDERS = '/oms/api/v3/merchant/orders';
const ORDER_STATUSES = ['waiting_confirmation', 'on_assembly', 'assembled', 'delivering', 'completed', 'reassembly', 'canceled'] as const;
const orderFilters = { dateFrom: isoDate().optional(), dateTo: isoDate().optional(), id: z.string().optional().meta({ description: 'part of the order number' }) };
const order = z.looseObject({
  _id: z.string(),
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  products: z.array(z.looseObject({ sku: z.string(), title: texts, price: z.number(), quantity: z.number() })),
  created_at: when,
  completed_time: whenOrNull,
  total_price: z.number(),
  storage_type: z.string(),
});
const orderPick = { from: ORDERS, query: { limit: '1' }, pick: (a: unknown) => (a as { orders?: { id: string }[] }).orders?.[0]?.id };
const refundRequest = z.looseObject({ request_uuid: z.string(), order_id: z.string(), created_at: when, products: z.array(z.looseObject({ uuid: z.string(), status: z.string() })) });
const review = z.looseObject({ id: z.number(), rating: z.number(), order_id: z.string(), created_at: when, product_title: texts });
const financeFilters = {
  date_from: day().optional(),
  date_to: day().optional(),
  reason_type: commaList('sale, return, tax (designed drill-down)').optional(),
  order_id: z.string().optional().meta({ description: 'part of an order number (designed drill-down)' }),
};
const kindSum = z.looseObject({ count: z.number(), sum: z.number() });
const lines = z.array(z.looseObject({ sku: z.string(), quantity: z.number().int() }));
const decision = z.object({ solution: z.string().meta({ description: 'accept | reject | assembled (spec 2 §4 transitions)' }), reason: z.string().optional(), products: lines.optional() });

/** Spec 2: orders and their actions, refunds, reviews, finance. */
export const salesOperations: Operation[] = [
  { method: 'GET', path: ORDERS, summary: 'Orders, paged', auth: 'merchant', spec: 'spec 2 §7', query: z.object({ ...paging, ...orderFilters, status: commaList(ORDER_STATUSES.join(', ')).optional(), sorting: signedSort(['_id', 'total_price', 'created_at', 'completed_time']).optional() }), answer: z.looseObject({ orders: z.array(order), total_count: z.number() }) },
  { method: 'GET', path: `${ORDERS}/counts`, summary: 'Orders per status (the status tabs)', auth: 'merchant', designed: 'issue 30: the tabs counted in one call; a service without it is counted with one list call per status', query: z.object(orderFilters), answer: z.looseObject({ counts: z.record(z.string(), z.number()), total_count: z.number() }) },
  { method: 'GET', path: `${ORDERS}/profit`, summary: 'Profit of the period', auth: 'merchant', spec: 'spec 2 §7', query: z.object({ dateFrom: orderFilters.dateFrom, dateTo: orderFilters.dateTo }), answer: z.looseObject({ profit_sum: z.number(), expected_sum: z.number() }) },
  { method: 'GET', path: `${ORDERS}/{orderId}`, summary: 'One order, by number or _id', auth: 'merchant', spec: 'spec 2 §7', answer: order, errors: [404], check: { params: { orderId: orderPick } } },
  { method: 'POST', path: `${ORDERS}/{id}`, summary: 'Decide on an order: accept, reject, assembled', auth: 'merchant', spec: 'spec 2 §7 (the answer is not shown: ours)', body: decision, answer: order, errors: [403, 404, 409, 423] },
  { method: 'PUT', path: `${ORDERS}/{id}/products/cancel`, summary: "Cancel some of an order's products", auth: 'merchant', spec: 'spec 2 §7 (the answer is not shown: ours)', body: z.object({ products: lines }), answer: order, errors: [403, 404, 409, 423] },
  { method: 'POST', path: `${ORDERS}/{id}/packages-count`, summary: 'How many packages an order ships in', auth: 'merchant', spec: 'spec 2 §7 (the answer is not shown: ours)', body: z.object({ count: z.number().int() }), answer: order, errors: [403, 404, 409, 423] },
  { method: 'PUT', path: `${ORDERS}/{id}/pickup-point`, summary: "Change an order's pickup point", auth: 'merchant', spec: 'spec 2 §7 (the answer is not shown: ours)', body: z.object({ pickup_point_id: z.string() }), answer: order, errors: [403, 404, 409, 423] },
  { method: 'POST', path: `${ORDERS}/{id}/act`, summary: "An assembled order's transfer act (PDF)", auth: 'merchant', spec: 'spec 2 §7', answer: 'application/pdf', errors: [404, 409] },
  { method: 'POST', path: `${ORDERS}/{id}/packages-stickers`, summary: "An assembled order's package stickers (PDF)", auth: 'merchant', spec: 'spec 2 §7', answer: 'application/pdf', errors: [404, 409] },
  { method: 'GET', path: '/oms/api/v3/metrics/merchant/stats', summary: "The shop's order metrics", auth: 'merchant', spec: 'spec 3 §7', answer: z.looseObject({ accepted_products: z.number(), canceled_products: z.number() }) },
  { method: 'GET', path: '/reporter/api/v1/products', summary: 'Products report (CSV)', auth: 'merchant', spec: 'spec 2 §7', query: z.object({ 'product-status': oneOf(['delivered', 'canceled']), 'from-date': isoDate().optional(), 'to-date': isoDate().optional(), 'with-payment': bool().optional() }), answer: 'text/csv', check: false },
  { method: 'GET', path: '/rms-new/api/v1/products', summary: 'Refund requests, paged', auth: 'merchant', spec: 'spec 2 §7', query: z.object({ ...paging, status: commaList('all or refund statuses').optional(), search: z.string().optional(), dateFrom: isoDate().optional(), dateTo: isoDate().optional(), sort_by: oneOf(['order_id', 'request_id', 'created_at']).optional(), sort_dir: sortDir().optional() }), answer: z.looseObject({ requests: z.array(refundRequest), total: z.number() }) },
  { method: 'PATCH', path: '/rms-new/api/v1/products', summary: "Move a request's products to new statuses (spec 2 §4)", auth: 'merchant', spec: 'spec 2 §7', body: z.object({ uuid: z.string(), products: z.array(z.looseObject({ uuid: z.string(), status: z.string(), reason: z.string().optional() })) }), answer: refundRequest, errors: [403, 404] },
  { method: 'PATCH', path: '/rms-new/api/v1/products/{requestUUID}', summary: 'Ask a courier to bring the returned goods', auth: 'merchant', spec: 'spec 2 §7', body: z.object({ is_delivery_requested: z.literal(true), pickup_point_id: z.string() }), answer: refundRequest, errors: [403, 404, 409] },
  { method: 'GET', path: '/feedback/api/v1/reviews/merchants', summary: 'Reviews, paged', auth: 'merchant', spec: 'spec 2 §7 (date_from, date_to designed: the spec names no date parameters)', query: z.object({ ...paging, search: z.string().optional(), ratings: commaList('1..5').optional(), sort_key: oneOf(['created_at', 'rating']).optional(), sort_val: oneOf(['1', '-1']).optional(), date_from: isoDate().optional(), date_to: isoDate().optional() }), answer: z.looseObject({ reviews: z.array(review), total: z.number() }) },
  { method: 'GET', path: '/feedback/api/v1/reviews/merchants/products/{id}', summary: 'One review', auth: 'merchant', spec: 'spec 2 §7', answer: review, errors: [404], check: { params: { id: { from: '/feedback/api/v1/reviews/merchants', query: { limit: '1' }, pick: (a) => (a as { reviews?: { id: number }[] }).reviews?.[0]?.id } } } },
  { method: 'GET', path: '/accounter/api/v1/transactions/analytics', summary: 'Transactions, paged', auth: 'merchant', spec: 'spec 2 §7', query: z.object({ ...paging, ...financeFilters, sorting: signedSort(['created_at', 'amount', 'total_amount_to_partner']).optional() }), answer: z.looseObject({ items: z.array(z.looseObject({ id: z.string(), created_at: when, reason_id: z.string(), reason_type: z.string(), total_amount_to_partner: z.number() })), total: z.number() }) },
  { method: 'GET', path: '/accounter/api/v1/transactions/analytics/csv', summary: 'Transactions as CSV (the list\'s query)', auth: 'merchant', spec: 'spec 2 §7 (its query and format designed)', query: z.object({ ...financeFilters, sorting: signedSort(['created_at', 'amount', 'total_amount_to_partner']).optional() }), answer: 'text/csv', check: false },
  { method: 'GET', path: '/accounter/api/v1/transactions/analytics/daily', summary: 'Daily sums per kind (the chart)', auth: 'merchant', designed: 'the finance chart needs daily sums; the spec shows no call for them', query: z.object({ ...financeFilters, date_from: day(), date_to: day() }), answer: z.looseObject({ days: z.array(z.looseObject({ date: z.string(), sale: z.number(), return: z.number(), tax: z.number() })), total: z.number() }), check: { query: { date_from: '2026-01-01', date_to: '2026-12-31' } } },
  { method: 'GET', path: '/accounter/api/v1/transactions/analytics/totals', summary: "Counts and sums per kind of the list's filters", auth: 'merchant', designed: "issue 34: the totals over every page of the list's filters", query: z.object(financeFilters), answer: z.looseObject({ by_type: z.looseObject({ sale: kindSum, return: kindSum, tax: kindSum }), count: z.number(), sum: z.number() }) },
  { method: 'GET', path: '/accounter/api/v1/balance/merchant', summary: "The shop's balance", auth: 'merchant', spec: 'spec 2 §7', answer: z.looseObject({ in_account: z.number(), accounted_day_before: z.number() }) },
];

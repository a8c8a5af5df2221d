import { describe, expect, it } from 'vitest';
import { REFUND_STATUSES, type RefundProduct, type RefundRequest, type RefundStatus } from '../refunds-api';
import { actionsFor, canRequestCourier, changesFor, requestActions, statusesOf, statusesOfRequest, targetsOf } from './refund-rules';

const product = (uuid: string, status: RefundStatus): RefundProduct => ({
  uuid, status, images: [], sku: `SKU-${uuid}`, name: 'Наушники', reason: 'Брак', comment: '', end_at: '2026-12-01T00:00:00Z', total_price: 1000,
});
const request = (products: RefundProduct[], requested = false): RefundRequest => ({
  request_id: 1, request_uuid: 'r-1', merchant_order_id: 'm', order_id: '600', quantity: products.length, created_at: '2026-11-01T00:00:00Z',
  client_name: 'Айгерим', client_phone: '77010000001', dividable: true, pickup_point_id: null, is_delivery_requested: requested, products,
});

describe('refund actions by status (spec 2 §4)', () => {
  const expected: Record<RefundStatus, string[]> = {
    created: ['acceptWithCourier', 'acceptWithoutCourier', 'rejectRequest'],
    waiting_for_delivery: [],
    delivery_to_partner: ['receive'],
    delivery_to_client: [],
    on_stock: [],
    in_progress: ['acceptRefund', 'rejectRefund'],
    on_moderation_req: [],
    on_moderation_return: [],
    finished: [],
    rejected_by_courier: [],
    rejected_by_support: [],
    rejected_by_merchant: [],
  };
  it('covers all twelve statuses', () => expect(Object.keys(expected).sort()).toEqual([...REFUND_STATUSES].sort()));
  it.each(REFUND_STATUSES.map((s) => [s, expected[s]] as const))('%s offers %j', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });
});

describe('filter groups', () => {
  it.each([
    [['needs_confirmation'], ['created']],
    [['delivery'], ['waiting_for_delivery', 'delivery_to_partner', 'delivery_to_client', 'on_stock']],
    [['seller_check'], ['in_progress']],
    [['moderation'], ['on_moderation_return', 'on_moderation_req']],
    [['finished'], ['finished']],
    [['finished', 'needs_confirmation'], ['finished', 'created']],
  ] as const)('%j sends %j', (groups, statuses) => expect(statusesOf(groups)).toEqual(statuses));
});

describe('what each action sends', () => {
  const q = request([product('a', 'created'), product('b', 'created'), product('c', 'in_progress')]);
  it.each([
    ['acceptWithCourier', undefined, [{ uuid: 'a', status: 'waiting_for_delivery' }, { uuid: 'b', status: 'waiting_for_delivery' }]],
    ['acceptWithoutCourier', undefined, [{ uuid: 'a', status: 'delivery_to_partner' }, { uuid: 'b', status: 'delivery_to_partner' }]],
    ['rejectRequest', ' Фото не совпадает ', [{ uuid: 'a', status: 'on_moderation_req', reason: 'Фото не совпадает' }, { uuid: 'b', status: 'on_moderation_req', reason: 'Фото не совпадает' }]],
    ['acceptRefund', undefined, [{ uuid: 'c', status: 'finished' }]],
    ['rejectRefund', 'Следы использования', [{ uuid: 'c', status: 'on_moderation_return', reason: 'Следы использования' }]],
  ] as const)('%s for the whole request', (action, reason, body) => {
    expect(changesFor(action, targetsOf(q, action), reason)).toEqual(body);
  });
  it('one product alone, and only when its status allows the action', () => {
    expect(changesFor('receive', targetsOf(q, 'receive', q.products[0]))).toEqual([]);
    expect(changesFor('acceptRefund', targetsOf(q, 'acceptRefund', q.products[2]))).toEqual([{ uuid: 'c', status: 'finished' }]);
  });
  it('request actions are those some product offers', () => {
    expect(requestActions(q)).toEqual(['acceptWithCourier', 'acceptWithoutCourier', 'rejectRequest', 'acceptRefund', 'rejectRefund']);
  });
  it('a courier is requested only for a request accepted without one', () => {
    expect(canRequestCourier(request([product('a', 'delivery_to_partner')]))).toBe(true);
    expect(canRequestCourier(request([product('a', 'delivery_to_partner')], true))).toBe(false);
    expect(canRequestCourier(request([product('a', 'created')]))).toBe(false);
  });
});

describe('chips', () => {
  it('distinct statuses in the spec order', () => {
    expect(statusesOfRequest(request([product('a', 'finished'), product('b', 'created'), product('c', 'finished')]))).toEqual(['created', 'finished']);
  });
});

import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../../tests/setup/time-zone';
import type { RefundProduct, RefundRequest, RefundStatus } from '../refunds-api';
import { REFUND_GROUPS } from './refund-rules';
import { bulkActionsFor, decisionDeadline, endDateBand } from './queue-rules';

const product = (uuid: string, status: RefundStatus, end_at = '2026-12-01T00:00:00Z'): RefundProduct => ({
  uuid, status, images: [], sku: `SKU-${uuid}`, name: 'Наушники', reason: 'Брак', comment: '', end_at, total_price: 1000,
});
const request = (...products: RefundProduct[]): RefundRequest => ({
  request_id: 1, request_uuid: `r-${products.map((p) => p.uuid).join('')}`, merchant_order_id: 'm', order_id: '600', quantity: products.length,
  created_at: '2026-11-01T00:00:00Z', client_name: 'Айгерим', client_phone: '77010000001', dividable: true, pickup_point_id: null, is_delivery_requested: false, products,
});

describe('the queue tabs are the spec’s filter groups', () => {
  it('each status a seller acts on sits in exactly one group, each group its own tab', () => {
    const acted: RefundStatus[] = ['created', 'delivery_to_partner', 'in_progress'];
    for (const status of acted) expect(Object.values(REFUND_GROUPS).filter((g) => (g as readonly string[]).includes(status))).toHaveLength(1);
    expect(Object.keys(REFUND_GROUPS)).toEqual(['needs_confirmation', 'delivery', 'seller_check', 'moderation', 'finished']);
  });
});

describe('bulk actions offered for a selection', () => {
  it('only those every selected request offers', () => {
    const fresh = request(product('a', 'created'));
    const mixed = request(product('b', 'created'), product('c', 'in_progress'));
    const coming = request(product('d', 'delivery_to_partner'));
    expect(bulkActionsFor([fresh, mixed])).toEqual(['acceptWithoutCourier', 'acceptWithCourier']);
    expect(bulkActionsFor([mixed])).toEqual(['acceptWithoutCourier', 'acceptWithCourier', 'acceptRefund']);
    expect(bulkActionsFor([fresh, coming])).toEqual([]);
    expect(bulkActionsFor([coming])).toEqual(['receive']);
    expect(bulkActionsFor([])).toEqual([]);
  });
});

describe('the decision deadline of a request', () => {
  it('the earliest end date among the products still waiting for the seller; none when none waits', () => {
    const q = request(product('a', 'finished', '2026-11-20T00:00:00Z'), product('b', 'in_progress', '2026-11-30T00:00:00Z'), product('c', 'created', '2026-11-27T00:00:00Z'));
    expect(decisionDeadline(q)).toBe('2026-11-27T00:00:00Z');
    expect(decisionDeadline(request(product('a', 'finished'), product('b', 'on_moderation_req')))).toBeUndefined();
  });
});

describe('end date bands (by calendar days in the shop’s zone)', () => {
  inTimeZone('Asia/Almaty');
  // 10:00 in Almaty on 25 November.
  const now = Date.parse('2026-11-25T05:00:00Z');
  it.each([
    ['an hour ago', '2026-11-25T04:00:00Z', 'overdue', 0],
    ['yesterday', '2026-11-24T12:00:00Z', 'overdue', -1],
    ['tonight (23:00 local)', '2026-11-25T18:00:00Z', 'urgent', 0],
    ['tomorrow 00:30 local', '2026-11-25T19:30:00Z', 'soon', 1],
    ['the day after', '2026-11-27T05:00:00Z', 'soon', 2],
    ['in three days', '2026-11-28T05:00:00Z', 'plain', 3],
    ['in two weeks', '2026-12-09T05:00:00Z', 'plain', 14],
  ] as const)('%s: %s', (_, endAt, band, days) => {
    expect(endDateBand(endAt, now)).toEqual({ band, days });
  });
});

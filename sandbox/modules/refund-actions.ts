import { badRequest, isRecord, notFound, readJsonObject, SandboxError } from '../http';
import type { PickupPoint } from '../seed/pickup-points';
import { REFUND_STATUSES, type RefundProduct, type RefundRequest, type RefundStatus } from '../seed/refunds';
import type { SandboxModule } from '../types';
import { rowsOf } from './list-query';

/**
 * Refund changes (spec 2 §4 transitions, §7 rms-new PATCH calls). Answers are "not shown" in
 * the spec; ours is the changed request (JSON), as its list row.
 *
 * - PATCH /rms-new/api/v1/products {uuid: request_uuid, products: [{uuid, status, reason?}]}:
 *   every product moves or none does. Allowed: created → waiting_for_delivery (only once a
 *   courier is requested) | delivery_to_partner | on_moderation_req; delivery_to_partner →
 *   in_progress; in_progress → finished | on_moderation_return. Anything else 400
 *   "status change from X to Y is not allowed" (key refund_transition_not_allowed). The two rejections need `reason` (designed:
 *   the spec names no field for it), 400 "reason is required".
 * - PATCH /rms-new/api/v1/products/{requestUUID} {is_delivery_requested: true, pickup_point_id}:
 *   the courier request; only while a product is created or delivery_to_partner (409), once
 *   (409 "courier is already requested"), to one of the shop's active points (400).
 * - POST /__sandbox/refunds/{requestUUID}/status {status, end_at?}: tests move every product behind the app's back
 *   (and, given an ISO `end_at`, set its end date: the queue's deadline bands).
 */
const TRANSITIONS: Partial<Record<RefundStatus, RefundStatus[]>> = {
  created: ['waiting_for_delivery', 'delivery_to_partner', 'on_moderation_req'],
  delivery_to_partner: ['in_progress'],
  in_progress: ['finished', 'on_moderation_return'],
};
const NEEDS_REASON: RefundStatus[] = ['on_moderation_req', 'on_moderation_return'];
const COURIER_FROM: RefundStatus[] = ['created', 'delivery_to_partner'];
const BASE = '/rms-new/api/v1/products';

interface Change {
  product: RefundProduct;
  status: RefundStatus;
  reason?: string;
}

function isStatus(value: unknown): value is RefundStatus {
  return typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value);
}

/** Validates the whole body before anything changes. */
function changesOf(request: RefundRequest, products: unknown): Change[] {
  if (!Array.isArray(products) || products.length === 0) badRequest('products must be a non-empty array');
  const seen = new Set<string>();
  return products.map((item): Change => {
    if (!isRecord(item) || typeof item.uuid !== 'string') badRequest('each product needs uuid and status');
    const product = request.products.find((p) => p.uuid === item.uuid);
    if (!product) badRequest(`product ${item.uuid} is not in request ${request.request_id}`);
    if (seen.has(product.uuid)) badRequest(`product ${product.uuid} is given twice`);
    seen.add(product.uuid);
    if (!isStatus(item.status)) badRequest(`unknown status ${String(item.status)}`);
    if (!TRANSITIONS[product.status]?.includes(item.status)) badRequest(`status change from ${product.status} to ${item.status} is not allowed`, 'refund_transition_not_allowed');
    if (item.status === 'waiting_for_delivery' && !request.is_delivery_requested) badRequest('courier is not requested for this request', 'refund_courier_not_requested');
    const reason = typeof item.reason === 'string' ? item.reason.trim() : '';
    if (NEEDS_REASON.includes(item.status) && !reason) badRequest('reason is required', 'refund_reason_required');
    if (reason.length > 500) badRequest('reason must be at most 500 characters', 'refund_reason_too_long');
    return { product, status: item.status, reason: reason || undefined };
  });
}

export const refundActionsModule: SandboxModule = {
  name: 'refund-actions',
  register(app, ctx) {
    const requestOf = (mid: string, uuid: unknown): RefundRequest => {
      if (typeof uuid !== 'string' || !uuid) badRequest('uuid is required');
      return rowsOf<RefundRequest>(ctx.store, 'refunds', mid).find((q) => q.request_uuid === uuid) ?? notFound('refund request not found');
    };

    app.patch(BASE, ctx.requireMerchant, ctx.requireRight('refunds.decide'), async (c) => {
      const body = await readJsonObject(c);
      const request = requestOf(c.get('mid'), body.uuid);
      for (const { product, status, reason } of changesOf(request, body.products)) {
        product.status = status;
        if (reason) product.reject_reason = reason;
      }
      ctx.store.save();
      return c.json(request);
    });

    app.patch(`${BASE}/:requestUuid`, ctx.requireMerchant, ctx.requireRight('refunds.decide'), async (c) => {
      const body = await readJsonObject(c);
      const mid = c.get('mid');
      const request = requestOf(mid, c.req.param('requestUuid'));
      if (body.is_delivery_requested !== true) badRequest('is_delivery_requested must be true');
      if (typeof body.pickup_point_id !== 'string' || !body.pickup_point_id) badRequest('pickup_point_id is required');
      const point = rowsOf<PickupPoint>(ctx.store, 'pickup-points', mid).find((p) => p.store_id === body.pickup_point_id);
      if (!point) badRequest('pickup point not found', 'pickup_point_not_found');
      if (!point.is_active) badRequest('pickup point is disabled', 'orders_cannot_select_disabled_pickup_point');
      if (request.is_delivery_requested) throw new SandboxError(409, 'courier is already requested', 'refund_courier_already_requested');
      if (!request.products.some((p) => COURIER_FROM.includes(p.status))) throw new SandboxError(409, 'courier can not be requested in this status', 'refund_courier_not_allowed');
      request.is_delivery_requested = true;
      request.pickup_point_id = point.store_id;
      ctx.store.save();
      return c.json(request);
    });

    app.post('/__sandbox/refunds/:requestUuid/status', async (c) => {
      const { status, end_at } = await readJsonObject(c);
      if (!isStatus(status)) badRequest('unknown status');
      if (end_at !== undefined && (typeof end_at !== 'string' || Number.isNaN(Date.parse(end_at)))) badRequest('end_at must be an ISO date');
      const uuid = c.req.param('requestUuid');
      const request = Object.values(ctx.store.slice<Record<string, RefundRequest[]>>('refunds'))
        .flat()
        .find((q) => q.request_uuid === uuid);
      if (!request) notFound('refund request not found');
      for (const p of request.products) {
        p.status = status;
        if (typeof end_at === 'string') p.end_at = new Date(end_at).toISOString();
      }
      ctx.store.save();
      return c.json(request);
    });
  },
};

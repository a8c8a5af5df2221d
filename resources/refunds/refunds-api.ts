import type { HttpClient } from '../../providers/http/client';

/**
 * The refund calls of spec 2 §7 (Refunds), typed. The sandbox (sandbox/modules/refunds.ts for
 * the list, sandbox/modules/refund-actions.ts for changes) implements exactly these shapes.
 *
 * Choices where the spec says "not shown":
 * - The list answers {requests, total} (rms dialect).
 * - Both PATCH calls answer the changed request (JSON).
 * - A rejection carries the seller's reason on each product: products[{status, uuid, reason}]
 *   (the spec's body has no reason field; the issue asks for a reason text).
 * - Errors: 400 {message} for a move the product's status does not allow ("status change from
 *   X to Y is not allowed"), a missing reason, a disabled pickup point (key
 *   orders_cannot_select_disabled_pickup_point); 409 {message} when a courier is already
 *   requested or cannot be in the request's status; 404 unknown request.
 */
export const REFUND_STATUSES = [
  'created', 'waiting_for_delivery', 'delivery_to_partner', 'delivery_to_client', 'on_stock', 'in_progress',
  'on_moderation_req', 'on_moderation_return', 'finished', 'rejected_by_courier', 'rejected_by_support', 'rejected_by_merchant',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RefundProduct {
  uuid: string;
  images: string[];
  status: RefundStatus;
  sku: string;
  name: string;
  reason: string;
  comment: string;
  end_at: string;
  total_price: number;
  reject_reason?: string;
}

export interface RefundRequest {
  request_id: number;
  request_uuid: string;
  merchant_order_id: string;
  order_id: string;
  quantity: number;
  created_at: string;
  client_name: string;
  client_phone: string;
  dividable: boolean;
  pickup_point_id: string | null;
  is_delivery_requested: boolean;
  products: RefundProduct[];
}

export interface StatusChange {
  uuid: string;
  status: RefundStatus;
  reason?: string;
}

/** The list's path (the descriptor's `backend.listPath`, resources/refunds/index.tsx) and the changes'. */
export const REFUNDS_PATH = '/rms-new/api/v1/products';

export function createRefundsApi(http: HttpClient) {
  return {
    /** PATCH /rms-new/api/v1/products {uuid, products[{status, uuid}]}: all products move or none. */
    changeStatus: (requestUuid: string, products: StatusChange[], signal?: AbortSignal) =>
      http.request<RefundRequest>({ method: 'PATCH', path: REFUNDS_PATH, body: { uuid: requestUuid, products }, signal }),
    /** PATCH /rms-new/api/v1/products/{requestUUID} {is_delivery_requested, pickup_point_id}. */
    requestCourier: (requestUuid: string, pickupPointId: string, signal?: AbortSignal) =>
      http.request<RefundRequest>({
        method: 'PATCH',
        path: `${REFUNDS_PATH}/${encodeURIComponent(requestUuid)}`,
        body: { is_delivery_requested: true, pickup_point_id: pickupPointId },
        signal,
      }),
  };
}
export type RefundsApi = ReturnType<typeof createRefundsApi>;

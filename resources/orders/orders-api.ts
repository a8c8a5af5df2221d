import type { HttpClient } from '../../providers/http/client';
import { listPickupPoints } from '../../providers/api/pickup-points-shape';
import { ORDERS_PATH as BASE, orderPath as one } from './paths';

/**
 * The orders calls of spec 2 §7 (Orders and Related), typed. The sandbox
 * (sandbox/modules/orders.ts for reads, sandbox/modules/order-actions.ts for changes)
 * implements exactly these shapes.
 *
 * Choices where the spec says "not shown":
 * - Decision, cancel, packages-count and pickup-point answers: the changed order (JSON).
 * - Errors: 400 {message} (a decision not allowed in the status: 'undefined solution command';
 *   bad products/count/point: a readable message), 404 unknown order, 423 {message:'order is
 *   locked'} while the order is being processed after a change (retry with withLockRetry).
 * - act / packages-stickers: POST with no body → application/pdf (blob).
 * - reporter: GET /reporter/api/v1/products?product-status=delivered|canceled&from-date=&to-date=
 *   (ISO) &with-payment=true|false → text/csv (blob), header line first; the parameters are the
 *   spec's alone, the interface language rides in Accept-Language (every call's): the file comes
 *   as Excel opens it (UTF-8 BOM, `;`, header and statuses in that language, local times).
 * - audit events: GET with repeated entity_type / event_type, entity_id (order number),
 *   status=success, sort_key=created_at, sort_dir → {events, total}.
 */
export type OrderStatus = 'waiting_confirmation' | 'on_assembly' | 'assembled' | 'delivering' | 'completed' | 'reassembly' | 'canceled';

export interface OrderProduct {
  sku: string;
  merchant_sku: string;
  title: { ru: string };
  image_url: string;
  price: number;
  quantity: number;
  initial_quantity: number;
  delivery_price: number;
  total_price: number;
  category_commission: number;
  category_percent: number;
  installment_commission: number;
  installment_percent: number;
  is_active: boolean;
}

export interface Order {
  _id: string;
  id: string;
  status: OrderStatus;
  products: OrderProduct[];
  products_count: number;
  packages_count: number;
  created_at: string;
  end_at: string;
  max_confirm_time: string;
  max_assembly_time: string;
  courier_arrival_date: string | null;
  completed_time: string | null;
  pickup_point_id: string | null;
  /** Tenge as a string; '0' = free delivery. */
  delivery_price: string;
  total_price: number;
  /** Minor units: divide by 100. */
  total_commission: number;
  storage_type: 'fbs' | 'fbo';
  payment: { type: string; dividable: boolean };
  shipping: { type: string };
}

export type OrderSorting = '_id' | 'total_price' | 'created_at' | 'completed_time';
export interface OrdersQuery {
  page?: number;
  limit?: number;
  status?: OrderStatus[];
  dateFrom?: string;
  dateTo?: string;
  id?: string;
  /** Key, or '-key' for descending. */
  sorting?: OrderSorting | `-${OrderSorting}`;
}

export interface ProductQuantity {
  sku: string;
  quantity: number;
}

export type Solution = 'accept' | 'reject' | 'assembled';
export interface DecisionBody {
  solution: Solution;
  reason?: string;
  products: ProductQuantity[];
}

export interface HistoryEvent {
  id: string;
  entity_id: string;
  entity_type: 'order' | 'order_product';
  event_type: 'statusChanged' | 'oms.product_change_qty';
  status: 'success' | 'error';
  meta: {
    status?: OrderStatus;
    'old-status'?: OrderStatus | null;
    user: string;
    user_phone: string;
    sku?: string;
    total_count_product_before?: number;
    total_count_product_confirmed?: number;
  };
  created_at: string;
}

export interface EventsQuery {
  entity_id: string;
  page?: number;
  limit?: number;
  sort_dir?: 'asc' | 'desc';
}

export interface OrderPickupPoint {
  store_id: string;
  name: string;
  is_active: boolean;
  address: { street: string; house: string; apartment: string; floor: string; formatted?: string };
  contact: { info: string; phone: string };
  schedule: Array<{ week_day: number; time_ranges: Array<{ from: string; to: string }> }>;
}

export type ReportType = 'delivered' | 'canceled';
export interface ReportQuery {
  type: ReportType;
  from: string;
  to: string;
  withPayment?: boolean;
}

export function createOrdersApi(http: HttpClient) {
  return {
    list: (q: OrdersQuery, signal?: AbortSignal) =>
      http.request<{ orders: Order[]; total_count: number }>({
        path: BASE,
        query: { ...q, status: q.status?.join(',') },
        signal,
      }),
    get: (id: string, signal?: AbortSignal) => http.request<Order>({ path: one(id), signal }),
    profit: (dateFrom: string, dateTo: string) =>
      http.request<{ profit_sum: number; expected_sum: number }>({ path: `${BASE}/profit`, query: { dateFrom, dateTo } }),
    decide: (id: string, body: DecisionBody, signal?: AbortSignal) =>
      http.request<Order>({ method: 'POST', path: one(id), body, signal }),
    cancelProducts: (id: string, products: ProductQuantity[], signal?: AbortSignal) =>
      http.request<Order>({ method: 'PUT', path: `${one(id)}/products/cancel`, body: { products }, signal }),
    setPackagesCount: (id: string, count: number) =>
      http.request<Order>({ method: 'POST', path: `${one(id)}/packages-count`, body: { count } }),
    act: (id: string) => http.request<Blob>({ method: 'POST', path: `${one(id)}/act`, responseType: 'blob' }),
    stickers: (id: string) => http.request<Blob>({ method: 'POST', path: `${one(id)}/packages-stickers`, responseType: 'blob' }),
    setPickupPoint: (id: string, pickupPointId: string) =>
      http.request<Order>({ method: 'PUT', path: `${one(id)}/pickup-point`, body: { pickup_point_id: pickupPointId } }),
    events: (q: EventsQuery) =>
      http.request<{ events: HistoryEvent[]; total: number }>({
        path: '/audit/api/v2/merchants/events',
        query: {
          entity_type: ['order', 'order_product'],
          event_type: ['statusChanged', 'oms.product_change_qty'],
          entity_id: q.entity_id,
          page: q.page ?? 1,
          limit: q.limit ?? 20,
          status: 'success',
          sort_key: 'created_at',
          sort_dir: q.sort_dir ?? 'desc',
        },
      }),
    report: (q: ReportQuery) =>
      http.request<Blob>({
        path: '/reporter/api/v1/products',
        query: { 'product-status': q.type, 'from-date': q.from, 'to-date': q.to, 'with-payment': String(q.withPayment ?? false) },
        responseType: 'blob',
      }),
    pickupPoints: () => listPickupPoints<OrderPickupPoint>(http),
  };
}
export type OrdersApi = ReturnType<typeof createOrdersApi>;

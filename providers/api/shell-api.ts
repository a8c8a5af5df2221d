import type { HttpClient } from '../http/client';

/**
 * What the page shell reads besides notifications (spec 1 §3, §7; spec 3 §3, §7):
 *   contacts() → GET /config-discovery/api/v2/contacts?user_type=merchant (no token) → {contacts_info}
 *   metrics()  → GET /oms/api/v3/metrics/merchant/stats (merchant token)
 *                → {accepted_products, canceled_products, canceled_products_percent, avg_order_accept_time}
 * Choices where the spec is silent, implemented identically in sandbox/modules/metrics.ts:
 * - accepted_products / canceled_products: item (unit) counts of confirmed and of cancelled orders.
 * - canceled_products_percent: hundredths of a percent (spec 1 §9: divide by 10000 for a fraction),
 *   i.e. round(canceled / (accepted + canceled) × 10000); 0 when there are no items.
 * - avg_order_accept_time: whole seconds from an order's creation to its confirmation.
 */
export type ContactType = 'link' | 'phone' | 'email' | 'social_network';

export interface Contact {
  id: number;
  type: ContactType;
  /** For social networks the network's name (facebook, telegram, ...). */
  name: string;
  value: string;
  comment: string;
}

export interface OrderMetrics {
  accepted_products: number;
  canceled_products: number;
  canceled_products_percent: number;
  avg_order_accept_time: number;
}

export interface ShellApi {
  contacts(signal?: AbortSignal): Promise<Contact[]>;
  metrics(signal?: AbortSignal): Promise<OrderMetrics>;
}

export const METRICS_PATH = '/oms/api/v3/metrics/merchant/stats';

export function createShellApi(http: HttpClient): ShellApi {
  return {
    contacts: async (signal) =>
      (await http.request<{ contacts_info: Contact[] }>({ path: '/config-discovery/api/v2/contacts', query: { user_type: 'merchant' }, token: 'none', signal }))
        .contacts_info,
    metrics: (signal) => http.request<OrderMetrics>({ path: METRICS_PATH, signal }),
  };
}

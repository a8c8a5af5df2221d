/**
 * Analytics events (spec 2 §7: "Gtag events are sent for order reports and finance reports").
 * The app loads no tracker itself: an integrator who adds Google's gtag.js to index.html gets
 * these events; without it they are dropped. The event names are ours (the spec names only
 * `finance_report`).
 */
export const ANALYTICS_EVENTS = {
  ordersReport: 'orders_report',
  financeReport: 'finance_report',
  /** Spec 3 §9: a product's price changed, switched on sale, switched off sale. */
  priceChanged: 'sku_change_price',
  putOnSale: 'sku_change_status_for_sale',
  takenOffSale: 'sku_change_status_sale_cancel',
} as const;

type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void;

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') gtag('event', name, params);
}

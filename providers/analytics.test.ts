import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS, trackEvent } from './analytics';

describe('trackEvent', () => {
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  it('sends a gtag event when the page has gtag', () => {
    const gtag = vi.fn();
    (globalThis as { gtag?: unknown }).gtag = gtag;
    trackEvent(ANALYTICS_EVENTS.ordersReport, { report_type: 'delivered' });
    expect(gtag).toHaveBeenCalledWith('event', 'orders_report', { report_type: 'delivered' });
  });

  it('does nothing without gtag', () => {
    expect(() => trackEvent(ANALYTICS_EVENTS.financeReport)).not.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, reportRenderFailure, reportServerError, resetErrorReportingForTests, startErrorReporting, type Sdk } from './index';

function fakeSdk() {
  return { init: vi.fn(), captureException: vi.fn((_error: unknown, _hint?: unknown) => 'id') } satisfies Sdk;
}

const context = () => ({ route: '/orders', locale: 'ru', merchantId: 'm-1001' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetErrorReportingForTests());

describe('error reporting', () => {
  it('without a DSN loads nothing and sends nothing', async () => {
    const load = vi.fn(async () => fakeSdk());
    const target = new EventTarget();
    expect(startErrorReporting({ dsn: '', release: '0.1.0', context, load, target })).toBe(false);
    reportError(new Error('x'));
    target.dispatchEvent(new Event('unhandledrejection'));
    await tick();
    expect(load).not.toHaveBeenCalled();
  });

  it('with a DSN loads the SDK once, at sampling rate 1, and sends what failed before it arrived', async () => {
    const sdk = fakeSdk();
    const target = new EventTarget();
    expect(startErrorReporting({ dsn: 'https://k@o1.ingest.sentry.io/2', release: '0.1.0', context, load: async () => sdk, target })).toBe(true);
    reportRenderFailure(new Error('render'), '\n in OrdersPage');
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') });
    target.dispatchEvent(rejection);
    await tick();
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init.mock.calls[0][0]).toMatchObject({ dsn: 'https://k@o1.ingest.sentry.io/2', sampleRate: 1, release: '0.1.0', sendDefaultPii: false });
    expect(sdk.captureException.mock.calls.map(([error]) => (error as Error).message)).toEqual(['render', 'rejected']);

    reportServerError('POST', '/oms/api/v3/merchant/orders/12', 503, 'service unavailable');
    expect(sdk.captureException).toHaveBeenLastCalledWith(new Error('503 POST /oms/api/v3/merchant/orders/12: service unavailable'), expect.objectContaining({ tags: { kind: 'http', status: '503' } }));
  });

  it('beforeSend adds the context and scrubs the event', async () => {
    const sdk = fakeSdk();
    startErrorReporting({ dsn: 'https://k@o1.ingest.sentry.io/2', release: '0.1.0', context, load: async () => sdk, target: new EventTarget() });
    await tick();
    const { beforeSend } = sdk.init.mock.calls[0][0] as { beforeSend: (e: unknown) => { tags: Record<string, string>; extra: unknown } };
    const sent = beforeSend({ extra: { password: 'Partner1!' }, tags: {} });
    expect(sent.tags).toMatchObject({ route: '/orders', locale: 'ru', merchant_id: 'm-1001', app_version: '0.1.0' });
    expect(JSON.stringify(sent)).not.toContain('Partner1!');
  });
});

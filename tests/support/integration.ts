import { afterAll, beforeAll, beforeEach } from 'vitest';
import { readConfig } from '../../providers/config';
import { createHttpClient, type HttpClient } from '../../providers/http/client';
import { createMemoryStorage, createSessionStore, type SessionStore } from '../../providers/session';
import type { Order } from '../../sandbox/seed/orders';
import { signInMerchant, startSandbox, type RunningSandbox } from './sandbox';

/**
 * One sandbox per integration test file: started before the file's tests (and before any
 * beforeAll registered after this call), closed after them, reset before each test when asked.
 * The returned object reads the running sandbox, so a file can hold it from the top.
 */
export function sandboxPerFile(opts: { resetBeforeEach?: boolean } = {}): RunningSandbox {
  let running: RunningSandbox | undefined;
  const current = (): RunningSandbox => {
    if (!running) throw new Error('the sandbox starts in beforeAll: use it inside hooks and tests');
    return running;
  };
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(async () => {
    await running?.close();
  });
  if (opts.resetBeforeEach) {
    beforeEach(async () => {
      await current().control.reset();
    });
  }
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get control() {
      return current().control;
    },
    close: () => current().close(),
  };
}

/** The app's HTTP client signed in as the demo owner in store `mid` (tokens in a memory session). */
export async function merchantClient(
  baseUrl: string,
  mid = 'm-1001',
  onSessionEnd: () => void = () => undefined,
): Promise<{ http: HttpClient; session: SessionStore }> {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.set(await signInMerchant(baseUrl, '77010000001', mid));
  return { session, http: createHttpClient({ config: readConfig({ VITE_API_BASE_URL: baseUrl }), session, onSessionEnd }) };
}

/** Hands out each of `orders` once, the first that fits: a file's tests never meet each other's changes or locks. */
export function orderPicker(orders: readonly Order[]): (fits: (o: Order) => boolean) => Order {
  const used = new Set<string>();
  return (fits) => {
    const o = orders.find((x) => !used.has(x.id) && fits(x));
    if (!o) throw new Error('no seeded order fits');
    used.add(o.id);
    return o;
  };
}

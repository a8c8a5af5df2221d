import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInMerchant } from '../support/sandbox';

/**
 * Issue 28: an acknowledged write survives a crash. The standalone sandbox runs as a child
 * process; 8 writers (pickup point creates, price edits) run against it until it is killed
 * with SIGKILL at a random moment; it is started again on the same state file, and so on.
 * At the end every create that got a 2xx exists and every product holds its last
 * acknowledged price (or the one of an edit still in flight at the kill: it may have landed).
 */
const KILLS = 5;
const WRITERS = 8;
const PRICE_WRITERS = 4;
const PRODUCTS_PER_WRITER = 2;
const PP = '/merchant-profile/api/v1/profile/pickup-points';
const PRICE = '/merchant-gateway/api/v2/merchants/products/price';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Running {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<void>;
}

/** SIGKILL to the whole group (tsx and the node process serving), as a crash would; resolves once the server is gone. */
async function crash(sandbox: Running): Promise<void> {
  try {
    process.kill(-(sandbox.child.pid ?? 0), 'SIGKILL');
  } catch {
    // already gone
  }
  await sandbox.exited;
  // The serving process is tsx's child: wait until its port refuses connections.
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${sandbox.baseUrl}/__sandbox/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the killed sandbox still answers');
}

async function start(stateFile: string, log: string[]): Promise<Running> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['sandbox/main.ts'], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1', SANDBOX_STATE_FILE: stateFile },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the sandbox in a child node process, and the kill must reach both.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${log.join('')}`)), 30_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before listening: ${log.join('')}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited };
}

function pointBody(storeId: string, priority: number): unknown {
  const hours = { from: '09:00', to: '18:00' };
  return {
    store_id: storeId,
    priority,
    name: `Точка ${storeId}`,
    is_active: true,
    delivery_days: 1,
    address: {
      apartment: '1',
      city_id: '750000000',
      floor: '',
      geo: { latitude: 43.238, longitude: 76.945 },
      house: '10',
      street: 'проспект Абая',
      zipcode: '',
      formatted: 'Алматы, проспект Абая, 10',
    },
    contact: { info: 'Проверка', phone: '77015554433' },
    schedule: [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, time_ranges: week_day <= 5 ? [hours] : [] })),
  };
}

describe('sandbox durability (issue 28)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'));
  const stateFile = join(dir, 'state.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged write across SIGKILLs during 8 parallel writers', { timeout: 120_000 }, async () => {
    const log: string[] = [];
    const createdAcked: string[] = [];
    /** Per product: the last acknowledged price, and the prices sent but not answered when the process died. */
    const lastPrice = new Map<string, number>();
    const inFlight = new Map<string, Set<number>>();
    let priceAcks = 0;
    let nextPrice = 1000;
    let token = '';
    let skus: string[] = [];

    const signIn = async (baseUrl: string) => {
      token = (await signInMerchant(baseUrl)).merchant_access_token ?? '';
    };
    const headers = () => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });

    for (let cycle = 0; cycle < KILLS; cycle++) {
      const sandbox = await start(stateFile, log);
      // The token is in the state too: still valid after a restart, unless it was not yet durable.
      const probe = await fetch(`${sandbox.baseUrl}${PP}`, { headers: headers() });
      if (probe.status === 401) await signIn(sandbox.baseUrl);
      if (!skus.length) {
        const res = await fetch(`${sandbox.baseUrl}/storefront/api/v2/merchants/products-info?limit=${PRICE_WRITERS * PRODUCTS_PER_WRITER}`, { headers: headers() });
        skus = ((await res.json()) as { products: Array<{ sku: string }> }).products.map((p) => p.sku);
      }
      let alive = true;
      // The kill comes at a random moment once writes are being answered (the first requests warm the process up).
      let firstAck: () => void = () => undefined;
      const writing = new Promise<void>((resolve) => (firstAck = resolve));
      const writer = async (w: number) => {
        for (let i = 0; alive; i++) {
          if (w < PRICE_WRITERS) {
            // Each product has one writer, so "the last acknowledged price" is well defined.
            const sku = skus[w * PRODUCTS_PER_WRITER + (i % PRODUCTS_PER_WRITER)];
            const price = nextPrice++;
            const pending = inFlight.get(sku) ?? new Set<number>();
            inFlight.set(sku, pending.add(price));
            try {
              const res = await fetch(`${sandbox.baseUrl}${PRICE}`, { method: 'PUT', headers: headers(), body: JSON.stringify({ store_sku: sku, price }) });
              await res.arrayBuffer();
              if (res.ok) {
                firstAck();
                lastPrice.set(sku, price);
                inFlight.set(sku, new Set());
                priceAcks++;
              }
            } catch {
              return; // killed: this price may or may not have landed
            }
          } else {
            const storeId = `D${cycle}-${w}-${i}`;
            try {
              const res = await fetch(`${sandbox.baseUrl}${PP}`, { method: 'POST', headers: headers(), body: JSON.stringify(pointBody(storeId, 1 + (i % 999))) });
              await res.arrayBuffer();
              if (res.status === 201) {
                firstAck();
                createdAcked.push(storeId);
              }
            } catch {
              return;
            }
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await Promise.race([writing, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
      await crash(sandbox);
      alive = false;
      await Promise.all(writers);
    }

    const sandbox = await start(stateFile, log);
    try {
      const probe = await fetch(`${sandbox.baseUrl}${PP}`, { headers: headers() });
      if (probe.status === 401) await signIn(sandbox.baseUrl);
      const points = (await (await fetch(`${sandbox.baseUrl}${PP}`, { headers: headers() })).json()) as Array<{ store_id: string }>;
      const stored = new Set(points.map((p) => p.store_id));
      const missingCreates = createdAcked.filter((id) => !stored.has(id));
      const wrongPrices: string[] = [];
      for (const [sku, price] of lastPrice) {
        const res = await fetch(`${sandbox.baseUrl}/storefront/api/v2/merchants/products-info?search=${encodeURIComponent(sku)}`, { headers: headers() });
        const found = ((await res.json()) as { products: Array<{ sku: string; price: { current: number } }> }).products.find((p) => p.sku === sku);
        const current = found?.price.current;
        if (current !== price && !(current !== undefined && inFlight.get(sku)?.has(current))) wrongPrices.push(`${sku}: ${current} (last acknowledged ${price})`);
      }
      const figures = `${KILLS} kills, ${createdAcked.length} acknowledged creates, ${priceAcks} acknowledged price edits over ${lastPrice.size} products; missing: ${missingCreates.length} creates, ${wrongPrices.length} last prices`;
      console.log(`sandbox durability: ${figures}`);
      expect(createdAcked.length).toBeGreaterThan(0);
      expect(priceAcks).toBeGreaterThan(0);
      expect({ missingCreates, wrongPrices }, figures).toEqual({ missingCreates: [], wrongPrices: [] });
    } finally {
      await crash(sandbox);
    }
  });
});

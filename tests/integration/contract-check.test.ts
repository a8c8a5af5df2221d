import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../../sandbox/contract/check';
import { operations } from '../../sandbox/contract/operations/index';
import { DEMO_PASSWORD } from '../../sandbox/seed/accounts';
import { startSandbox, type RunningSandbox } from '../support/sandbox';

const SIGN_IN_CALLS = ['POST /sso/api/v1/auth/signin/phone', 'POST /merchant-profile/api/v1/auth/sign-in'];

describe('npm run contract:check against the sandbox', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  it('finds 0 mismatches, calling only GETs after signing in', async () => {
    await sb.control.clearRequests();
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/contract-check.ts', '--base', sb.baseUrl, '--phone', '77010000001', '--password', DEMO_PASSWORD]);
    expect(stdout).toMatch(/: \d+ GET calls checked, 0 mismatches\n$/);
    expect(stdout).not.toContain('MISMATCH');
    const writes = (await sb.control.requests()).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual(SIGN_IN_CALLS);
  });

  it('reports an answer that does not match: the path, the field, what the document expects and what came', async () => {
    const broken: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (new URL(String(input)).pathname !== '/oms/api/v3/merchant/orders') return res;
      const body = (await res.json()) as { orders: Record<string, unknown>[]; total_count?: number };
      delete body.total_count;
      body.orders[0].status = 'lost';
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const report = await checkContract({ base: sb.baseUrl, phone: '77010000001', password: DEMO_PASSWORD, operations, fetch: broken });
    expect(report.mismatches.map(({ operation, field, got }) => ({ operation, field, got }))).toEqual([
      { operation: 'GET /oms/api/v3/merchant/orders', field: 'orders[0].status', got: '"lost"' },
      { operation: 'GET /oms/api/v3/merchant/orders', field: 'total_count', got: 'nothing' },
    ]);
    expect(report.mismatches[1].expected).toBe('number');
    expect(report.checked.length).toBeGreaterThan(40);
  });
});

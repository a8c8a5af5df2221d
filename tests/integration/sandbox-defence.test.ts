import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { sandboxPerFile } from '../support/integration';
import { signInMerchant } from '../support/sandbox';
import type { Credentials } from '../../providers/session';

/** The sandbox defends itself as a service would: body, field, URL and header limits; its state file. */
const sb = sandboxPerFile();
let cred: Credentials;
beforeAll(async () => {
  cred = await signInMerchant(sb.baseUrl);
});

async function post(path: string, body: string, method = 'POST'): Promise<{ status: number; json: { message?: string; key?: string } }> {
  const res = await fetch(`${sb.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${cred.merchant_access_token}`, 'Content-Type': 'application/json' },
    body,
  });
  return { status: res.status, json: (await res.json()) as { message?: string; key?: string } };
}

const ORDER = '/oms/api/v3/merchant/orders/1';

describe('sandbox request limits', () => {
  it('answers a JSON body over 1 MB with 413 and a message', async () => {
    const body = JSON.stringify({ solution: 'reject', items: Array.from({ length: 1100 }, () => 'x'.repeat(1000)) });
    const { status, json } = await post(ORDER, body);
    expect(status).toBe(413);
    expect(json).toEqual({ message: 'the request body is larger than 1 MB', key: 'body_too_large' });
  });

  it.each([
    ['a reject reason over 1 000 characters', ORDER, { solution: 'reject', reason: 'я'.repeat(1001), products: [] }, 'reason must be at most 1000 characters'],
    ['a note body over 2 000 characters', '/__sandbox/notes', { body: 'n'.repeat(2001) }, 'body must be at most 2000 characters'],
    ['a nested name over 255 characters', '/merchant-profile/api/v1/profile/documents', { doc: [{ name: 'd'.repeat(256) }] }, 'doc[0].name must be at most 255 characters'],
    ['any other string over 10 000 characters', '/merchant-profile/api/v1/profile/pickup-points', { address: { street: 's'.repeat(10_001) } }, 'address.street must be at most 10000 characters'],
  ])('answers %s with 400 naming the field', async (_, path, body, message) => {
    const { status, json } = await post(path, JSON.stringify(body));
    expect(status).toBe(400);
    expect(json).toEqual({ message, key: 'field_too_long' });
  });

  it('keeps strings at their maximum', async () => {
    const { status, json } = await post('/__sandbox/notes', JSON.stringify({ body: 'n'.repeat(2000) }));
    expect(status).toBe(201);
    expect(json).toMatchObject({ body: 'n'.repeat(2000) });
  });

  it('refuses user settings over 64 KB with 400, and saves them below', async () => {
    const guides = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`guide_${i}`.padEnd(60, '_'), true]));
    const big = await post('/user-profile/api/v1/profile/settings', JSON.stringify({ guides: guides(1100) }));
    expect(big).toEqual({ status: 400, json: { message: 'the settings are larger than 64 KB', key: 'settings_too_large' } });
    const fine = await post('/user-profile/api/v1/profile/settings', JSON.stringify({ guides: guides(10) }));
    expect(fine.status).toBe(200);
  });

  it('answers a URL over 8 KB with 414 in JSON', async () => {
    const res = await fetch(`${sb.baseUrl}/feedback/api/v1/reviews/merchants?search=${'q'.repeat(9000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ message: 'the URL is longer than 8192 characters', key: 'url_too_long' });
  });

  it('answers oversized headers with 431 in JSON, below and above node’s own limit', async () => {
    for (const size of [13_000, 20_000]) {
      const res = await fetch(`${sb.baseUrl}/__sandbox/health`, { headers: { 'X-Padding': 'p'.repeat(size) } });
      expect(res.status).toBe(431);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { message: string }).message).toMatch(/headers .*(large|KB)/);
    }
  });

  it('still answers malformed JSON with 400', async () => {
    expect((await post(ORDER, '{"solution":')).json).toEqual({ message: 'malformed JSON body' });
  });
});

describe('sandbox state file', () => {
  it('keeps a corrupt state file aside with a warning before reseeding, and writes a fresh one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-corrupt-'));
    const file = join(dir, 'state.json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      writeFileSync(file, '{"orders": {"m-1001": [');
      const sandbox = createSandbox({ stateFile: file });
      const aside = readdirSync(dir).filter((f) => /^state\.json\.corrupt-\d{4}-\d\d-\d\dT[\d-]+Z$/.test(f));
      expect(aside).toHaveLength(1);
      expect(readFileSync(join(dir, aside[0]), 'utf8')).toBe('{"orders": {"m-1001": [');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(aside[0]));
      sandbox.store.reset();
      sandbox.close();
      expect(() => JSON.parse(readFileSync(file, 'utf8')) as unknown).not.toThrow();
    } finally {
      warn.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../support/integration';
import { signInMerchant } from '../support/sandbox';
import type { Credentials } from '../../providers/session';

/** Seeded, repeatable faults; writes whose answer is lost after they were applied; the counts. */
const sb = sandboxPerFile({ resetBeforeEach: true });
let cred: Credentials;
// The reset before each test drops every token: sign in again after it.
beforeEach(async () => {
  cred = await signInMerchant(sb.baseUrl);
});

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${sb.baseUrl}/__sandbox${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

const SETTINGS = '/user-profile/api/v1/profile/settings';
const auth = () => ({ Authorization: `Bearer ${cred.merchant_access_token}`, 'Content-Type': 'application/json' });

async function statuses(n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    try {
      out.push((await fetch(`${sb.baseUrl}${SETTINGS}`, { headers: auth() })).status);
    } catch {
      out.push(0);
    }
  }
  return out;
}

describe('sandbox faults', () => {
  it('repeat with the same seed, and differ with another', async () => {
    await control('PUT', '/faults', { errorRate: 0.3, dropRate: 0.1, seed: 42 });
    const first = await statuses(30);
    await control('PUT', '/faults', { seed: 42 });
    expect(await statuses(30)).toEqual(first);
    expect(first).toContain(200);
    expect(first).toContain(503);
    expect(first).toContain(0);
    await control('PUT', '/faults', { seed: 7 });
    expect(await statuses(30)).not.toEqual(first);
  });

  it('a write whose answer is lost was applied, and the counts say what was injected', async () => {
    await control('DELETE', '/faults/stats');
    await control('PUT', '/faults', { dropRate: 1, answerLostShare: 1 });
    await expect(fetch(`${sb.baseUrl}${SETTINGS}`, { method: 'POST', headers: auth(), body: JSON.stringify({ guides: { lost_answer: true } }) })).rejects.toThrow();
    await control('PUT', '/faults', { dropRate: 0 });
    const saved = (await (await fetch(`${sb.baseUrl}${SETTINGS}`, { headers: auth() })).json()) as { guides: Record<string, boolean> };
    expect(saved.guides.lost_answer).toBe(true);
    expect(await (await control('GET', '/faults/stats')).json()).toEqual({ calls: 2, errors: 0, drops: 1, answersLost: 1 });
  });

  it('refuses a seed or share out of range', async () => {
    expect((await control('PUT', '/faults', { seed: -1 })).status).toBe(400);
    expect((await control('PUT', '/faults', { answerLostShare: 2 })).status).toBe(400);
  });
});

describe('a lost answer on demand', () => {
  it('applies the next matching write, drops its answer, and only that one', async () => {
    await control('POST', '/faults/lose-answer', { method: 'POST', path: SETTINGS });
    await expect(fetch(`${sb.baseUrl}${SETTINGS}`, { method: 'POST', headers: auth(), body: JSON.stringify({ guides: { first: true } }) })).rejects.toThrow();
    const applied = (await (await fetch(`${sb.baseUrl}${SETTINGS}`, { headers: auth() })).json()) as { guides: Record<string, boolean> };
    expect(applied.guides).toEqual({ first: true });
    const second = await fetch(`${sb.baseUrl}${SETTINGS}`, { method: 'POST', headers: auth(), body: JSON.stringify({ guides: { second: true } }) });
    expect(second.status).toBe(200);
    expect((await control('POST', '/faults/lose-answer', { method: 'GET', path: SETTINGS })).status).toBe(400);
  });
});

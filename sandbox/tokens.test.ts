import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './state';
import { ROTATION_GRACE_MS, createTokenService, tokenSeeds } from './tokens';

describe('sandbox tokens', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const service = (accessSeconds = 60) => createTokenService(createStore(tokenSeeds), () => ({ accessSeconds, refreshSeconds: 3600 }));

  it('accepts a token only for its kind and until it expires', () => {
    const tokens = service(60);
    const pair = tokens.issue('user', { tdid: 't1' });
    expect(tokens.verify('user', pair.access_token)?.tdid).toBe('t1');
    expect(tokens.verify('merchant', pair.access_token)).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(tokens.verify('user', pair.access_token)).toBeUndefined();
  });

  it('rotates on refresh; the old refresh token works for the grace period only', () => {
    const tokens = service();
    const first = tokens.issue('merchant', { tdid: 't1', mid: 'm-1001' });
    const a = tokens.refresh('merchant', first.refresh_token);
    const b = tokens.refresh('merchant', first.refresh_token); // the second tab
    expect(a && b).toBeTruthy();
    expect(a?.refresh_token).not.toBe(first.refresh_token);
    expect(tokens.verify('merchant', a?.access_token)?.mid).toBe('m-1001');
    vi.advanceTimersByTime(ROTATION_GRACE_MS + 1);
    expect(tokens.refresh('merchant', first.refresh_token)).toBeUndefined();
    expect(tokens.refresh('merchant', a?.refresh_token ?? '')).toBeDefined();
  });

  it('expire and revoke act on one kind or both; ending a session drops its tokens', () => {
    const tokens = service();
    const user = tokens.issue('user', { tdid: 't1', sid: 's1' });
    const merchant = tokens.issue('merchant', { tdid: 't1', mid: 'm-1001', sid: 's1' });
    tokens.expireAccess('merchant');
    expect(tokens.verify('merchant', merchant.access_token)).toBeUndefined();
    expect(tokens.verify('user', user.access_token)).toBeDefined();
    tokens.revokeRefresh('user');
    expect(tokens.refresh('user', user.refresh_token)).toBeUndefined();
    const again = tokens.refresh('merchant', merchant.refresh_token);
    expect(again).toBeDefined();
    tokens.endSession('s1');
    expect(tokens.verify('user', user.access_token)).toBeUndefined();
    expect(tokens.verify('merchant', again?.access_token)).toBeUndefined();
  });
});

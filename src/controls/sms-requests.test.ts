import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../providers/session';
import { RESEND_WAIT_SECONDS, SMS_REQUESTS_KEY, clearSmsRequest, readSmsRequests, resendSecondsLeft, saveSmsRequest } from './sms-requests';

describe('saved SMS requests', () => {
  it('counts the wait down per phone', () => {
    const storage = createMemoryStorage();
    saveSmsRequest('77010000001', 1_000_000, storage);
    saveSmsRequest('77010000002', 1_030_000, storage);
    expect(resendSecondsLeft('77010000001', 1_000_000, storage)).toBe(60);
    expect(resendSecondsLeft('77010000001', 1_059_001, storage)).toBe(1);
    expect(resendSecondsLeft('77010000001', 1_060_000, storage)).toBe(0);
    expect(resendSecondsLeft('77010000002', 1_060_000, storage)).toBe(30);
    expect(resendSecondsLeft('77010000003', 1_060_000, storage)).toBe(0);
  });

  it('keeps phone and created_at, drops stale entries on write, clears one phone', () => {
    const storage = createMemoryStorage();
    saveSmsRequest('77010000001', 0, storage);
    saveSmsRequest('77010000002', 61_000, storage);
    expect(readSmsRequests(storage)).toEqual([{ phone: '77010000002', created_at: 61_000 }]);
    clearSmsRequest('77010000002', storage);
    expect(storage.getItem(SMS_REQUESTS_KEY)).toBeNull();
  });

  it('survives garbage in storage', () => {
    const storage = createMemoryStorage();
    storage.setItem(SMS_REQUESTS_KEY, '{not json');
    expect(resendSecondsLeft('77010000001', 0, storage)).toBe(0);
    storage.setItem(SMS_REQUESTS_KEY, JSON.stringify([{ phone: 1 }, { phone: '77010000001', created_at: 5 }]));
    expect(readSmsRequests(storage)).toEqual([{ phone: '77010000001', created_at: 5 }]);
  });

  it('the wait is never negative nor longer than 60 s', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: -1e6, max: 1e6 }), (sent, delta) => {
      const storage = createMemoryStorage();
      saveSmsRequest('77010000001', sent, storage);
      const left = resendSecondsLeft('77010000001', sent + delta, storage);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(RESEND_WAIT_SECONDS);
    }));
  });
});

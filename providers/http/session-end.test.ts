import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSessionStore } from '../session';
import { noRefreshLedger } from './refresh-ledger';
import { createEndSession, forgetLedgerWhenSessionEnds } from './session-end';

function signedIn() {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.set({ merchant_access_token: 'ma-1', merchant_refresh_token: 'mr-1', mid: 'm-1001' });
  return session;
}

describe('session end', () => {
  it('a handler that throws still ends the session, once, and answers "not signed in again"', async () => {
    const session = signedIn();
    const onSessionEnd = vi.fn(() => {
      throw new Error('dialog failed');
    });
    const endSession = createEndSession(session, onSessionEnd);
    expect(await endSession()).toBe(false);
    expect(session.get().merchant_access_token).toBeUndefined();
    expect(onSessionEnd).toHaveBeenCalledWith({ hadSession: true, mid: 'm-1001' });
    expect(await endSession()).toBe(false);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('forgets the refresh ledger when the refresh tokens go, not on every write without them', () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    const forget = vi.fn(() => Promise.resolve());
    forgetLedgerWhenSessionEnds(session, { ...noRefreshLedger, forget });
    session.set({ mid: 'm-1001' });
    expect(forget).not.toHaveBeenCalled();
    session.set({ merchant_refresh_token: 'mr-1' });
    session.clear();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createRefreshLedger, REFRESH_RECORD_TTL_MS } from './refresh-ledger';

describe('refresh ledger (IndexedDB)', () => {
  it('gives the tokens made from the same refresh token, within the minute, until forgotten', async () => {
    let now = 1_000_000;
    const ledger = createRefreshLedger(() => now);
    await ledger.record('merchant', 'mr-1', { access: 'ma-2', refresh: 'mr-2' });
    // Another tab: a ledger of its own over the same database.
    const other = createRefreshLedger(() => now);
    expect(await other.find('merchant', 'mr-1')).toEqual({ access: 'ma-2', refresh: 'mr-2' });
    expect(await other.find('merchant', 'mr-2')).toBeUndefined();
    expect(await other.find('user', 'mr-1')).toBeUndefined();
    now += REFRESH_RECORD_TTL_MS + 1;
    expect(await other.find('merchant', 'mr-1')).toBeUndefined();
    now -= 2;
    await other.forget();
    expect(await ledger.find('merchant', 'mr-1')).toBeUndefined();
  });
});

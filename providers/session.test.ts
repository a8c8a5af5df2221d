import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, createMemoryStorage, createSessionStore, SESSION_KEY, type Credentials } from './session';

/** What another tab does: write localStorage, and the browser fires `storage` in this one. */
function remoteWrite(value: Credentials | null, key: string | null = SESSION_KEY): void {
  if (key === null) localStorage.clear();
  else if (value) localStorage.setItem(key, JSON.stringify(value));
  else localStorage.removeItem(key);
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value ? JSON.stringify(value) : null, storageArea: localStorage }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('session store (browser)', () => {
  it('persists credentials as JSON under merchant_cabinet', () => {
    const store = createSessionStore();
    store.set({ user_access_token: 'ua', tdid: 't-1' });
    store.set({ merchant_access_token: 'ma', mid: 'm-1001' });
    expect(JSON.parse(localStorage.getItem('merchant_cabinet') ?? '{}')).toEqual({
      user_access_token: 'ua',
      tdid: 't-1',
      merchant_access_token: 'ma',
      mid: 'm-1001',
    });
    expect(createSessionStore().get().mid).toBe('m-1001');
  });

  it('removes a field set to undefined, and clear() removes the key', () => {
    const store = createSessionStore();
    store.set({ mid: 'm-1', merchant_access_token: 'ma' });
    store.set({ mid: undefined });
    expect(store.get()).toEqual({ merchant_access_token: 'ma' });
    store.clear();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(store.get()).toEqual({});
  });

  it('reads a broken or foreign value as empty / known fields only', () => {
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(createSessionStore().get()).toEqual({});
    localStorage.setItem(SESSION_KEY, JSON.stringify({ mid: 'm-1', extra: 1, tdid: 5 }));
    expect(createSessionStore().get()).toEqual({ mid: 'm-1' });
  });

  it('notifies local changes', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ mid: 'm-1' });
    store.clear();
    expect(listener.mock.calls).toEqual([
      [{ mid: 'm-1' }, 'local'],
      [{}, 'local'],
    ]);
  });

  it('notifies another tab signing out or switching store (storage event)', () => {
    const store = createSessionStore();
    store.set({ merchant_access_token: 'ma-1', mid: 'm-1001' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    remoteWrite({ merchant_access_token: 'ma-2', mid: 'm-1002' });
    expect(listener).toHaveBeenLastCalledWith({ merchant_access_token: 'ma-2', mid: 'm-1002' }, 'remote');
    expect(store.get().mid).toBe('m-1002');

    remoteWrite(null);
    expect(listener).toHaveBeenLastCalledWith({}, 'remote');

    remoteWrite({ mid: 'x' }, null); // localStorage.clear() elsewhere
    expect(listener).toHaveBeenCalledTimes(3);

    remoteWrite({ mid: 'other' }, 'some_other_key');
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    remoteWrite({ mid: 'm-1003' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores storage events of another storage area', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, storageArea: sessionStorage }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('works over a given storage', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage, key: 'k' });
    store.set({ tdid: 't' });
    expect(storage.getItem('k')).toBe('{"tdid":"t"}');
    expect(localStorage.getItem('k')).toBeNull();
  });
});

describe('session store without a window (node)', () => {
  it('falls back to memory storage, singleton included', async () => {
    vi.stubGlobal('window', undefined);
    vi.resetModules();
    const mod = await import('./session');
    const store = mod.createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ user_access_token: 'ua' });
    expect(store.get()).toEqual({ user_access_token: 'ua' });
    expect(listener).toHaveBeenCalledWith({ user_access_token: 'ua' }, 'local');
    expect(mod.createSessionStore().get()).toEqual({}); // each memory store is its own
    mod.session.set({ mid: 'm' });
    vi.unstubAllGlobals();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('clearStoredSession', () => {
  it('removes every merchant_cabinet* key but the language, and tells the subscribers', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage });
    store.set({ merchant_access_token: 'm', mid: 'm-1' });
    storage.setItem('merchant_cabinet_profile', '{}');
    storage.setItem('merchant_cabinet_sms_requests', '{}');
    storage.setItem('merchant_cabinet_locale', 'kz');
    storage.setItem('partner.menu.collapsed', '1');
    const heard: unknown[] = [];
    store.subscribe((c) => heard.push(c));
    clearStoredSession(store, storage);
    expect(storage.getItem('merchant_cabinet')).toBeNull();
    expect(storage.getItem('merchant_cabinet_profile')).toBeNull();
    expect(storage.getItem('merchant_cabinet_sms_requests')).toBeNull();
    expect(storage.getItem('merchant_cabinet_locale')).toBe('kz');
    expect(storage.getItem('partner.menu.collapsed')).toBe('1');
    expect(heard).toEqual([{}]);
  });
});

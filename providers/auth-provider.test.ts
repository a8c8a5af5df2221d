import { afterEach, describe, expect, it } from 'vitest';
import type { AuthApi, MerchantTokens } from './api/auth-api';
import { createAuthProvider, isAlreadyExist } from './auth-provider';
import { createAppError } from './http/normalize-error';
import { createMemoryStorage, createSessionStore } from './session';
import { readShopStatus } from './shop-status';

const tokens: MerchantTokens = { mid: 'm-2001', access_token: 'ma', refresh_token: 'mr' };
const alreadyExist = createAppError({ statusCode: 409, key: 'sign_up_already_exist', message: 'user already exist', serverMessage: 'user already exist' });

function fakeApi(over: Partial<AuthApi>): AuthApi {
  const missing = () => Promise.reject(new Error('not in this test'));
  return new Proxy(over, { get: (target, name: string) => target[name as keyof AuthApi] ?? missing }) as AuthApi;
}

afterEach(() => localStorage.clear());

describe('authProvider', () => {
  it('writes the shop status before the merchant token, so the guard never pairs a new token with an old status', async () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    const seen: Array<string | undefined> = [];
    session.subscribe((c) => {
      if (c.merchant_access_token) seen.push(readShopStatus());
    });
    const auth = createAuthProvider(fakeApi({ signInMerchant: async () => ({ ...tokens, mid: 'm-1003' }) }), session);
    expect(await auth.selectStore('m-1003', 'NEW')).toBe('/register');
    expect(seen).toEqual(['NEW']);
    expect(auth.enterStore(tokens, 'ACTIVE')).toBe('/');
    expect(seen).toEqual(['NEW', 'ACTIVE']);
  });

  it('"already exist" on fast sign-up clears the session and answers exists; other errors pass through', async () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    session.set({ user_access_token: 'u', user_refresh_token: 'r', tdid: 't' });
    const auth = createAuthProvider(fakeApi({ signUpFast: async () => Promise.reject(alreadyExist) }), session);
    expect(await auth.signUp('app-1')).toBe('exists');
    expect(session.get()).toEqual({});
    const other = createAppError({ statusCode: 409, key: 'sign_up_application_taken', message: 'x' });
    const failing = createAuthProvider(fakeApi({ signUpFast: async () => Promise.reject(other) }), session);
    await expect(failing.signUp('app-1')).rejects.toBe(other);
  });

  it('recognises "already exist" by key or by the server message alone', () => {
    expect(isAlreadyExist(alreadyExist)).toBe(true);
    expect(isAlreadyExist(createAppError({ statusCode: 400, key: 'errors.bad_request', message: 'm', serverMessage: 'User already exist' }))).toBe(true);
    expect(isAlreadyExist(createAppError({ statusCode: 409, key: 'other', message: 'm' }))).toBe(false);
    expect(isAlreadyExist(new Error('already exist'))).toBe(false);
  });

  it('a new SMS sign-in replaces whatever session was there', async () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    session.set({ merchant_access_token: 'old', mid: 'm-1001' });
    const auth = createAuthProvider(fakeApi({ verifyCode: async () => ({ access_token: 'ua', refresh_token: 'ur', tdid: 'td' }) }), session);
    await auth.verifyCode('77010000002', '1111');
    expect(session.get()).toEqual({ user_access_token: 'ua', user_refresh_token: 'ur', tdid: 'td' });
  });
});

import { describe, expect, it } from 'vitest';
import { createAuthApi, type AuthApi } from '../../providers/api/auth-api';
import { createAuthProvider, type PartnerAuth } from '../../providers/auth-provider';
import { readConfig } from '../../providers/config';
import { createHttpClient } from '../../providers/http/client';
import type { AppError } from '../../providers/http/errors';
import { createMemoryStorage, createSessionStore, type SessionStore } from '../../providers/session';
import { DEMO_OTP, DEMO_PASSWORD } from '../../sandbox/seed/accounts';
import { sandboxPerFile } from '../support/integration';

/**
 * Sign-in by SMS, password creation and replacement, recovery, sign-up and new stores:
 * the app's authProvider + authApi against the real sandbox over loopback HTTP.
 */
const sandbox = sandboxPerFile({ resetBeforeEach: true });

interface Client {
  api: AuthApi;
  auth: PartnerAuth;
  session: SessionStore;
}

function client(): Client {
  const session = createSessionStore({ storage: createMemoryStorage() });
  const http = createHttpClient({ config: readConfig({ VITE_API_BASE_URL: sandbox.baseUrl }), session, onSessionEnd: () => undefined });
  const api = createAuthApi(http);
  return { api, auth: createAuthProvider(api, session), session };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected the call to fail');
}

const NEW_PASSWORD = 'Secret#2026';

describe('SMS sign-in', () => {
  it('INACTIVE: code, a wrong try, the right code → user tokens and the store list', async () => {
    const { api, auth, session } = client();
    expect(await auth.requestCode('77010000002')).toBe('+7 (701) ***-**-02');
    expect(await failure(auth.verifyCode('77010000002', '9999'))).toMatchObject({ statusCode: 400, key: 'auth_otp_wrong' });
    await auth.verifyCode('77010000002', DEMO_OTP);
    expect(session.get().user_access_token).toBeTruthy();
    expect(session.get().merchant_access_token).toBeUndefined();
    expect(await auth.afterUserSignIn()).toBe('/auth/sign-in/partner-selection');
    // The code is used up.
    expect(await failure(api.verifyCode('77010000002', DEMO_OTP))).toMatchObject({ key: 'auth_otp_expired' });
  });

  it('login({phone, otp}) is the same path for Refine', async () => {
    const { auth } = client();
    await auth.requestCode('77010000001');
    expect(await auth.login({ phone: '77010000001', otp: DEMO_OTP })).toEqual({ success: true, redirectTo: '/auth/sign-in/partner-selection' });
  });

  it('five wrong codes end the request', async () => {
    const { api } = client();
    await api.requestCode('77010000001');
    for (let i = 1; i <= 4; i++) expect((await failure(api.verifyCode('77010000001', '0000'))).key).toBe('auth_otp_wrong');
    expect((await failure(api.verifyCode('77010000001', '0000'))).key).toBe('auth_otp_attempts');
    expect((await failure(api.verifyCode('77010000001', DEMO_OTP))).key).toBe('auth_otp_expired');
  });

  it('WAITING cannot ask for a code; bad input is 400', async () => {
    const { api } = client();
    expect(await failure(api.requestCode('77010000004'))).toMatchObject({ statusCode: 403, key: 'auth_account_waiting' });
    expect(await failure(api.requestCode('7701'))).toMatchObject({ statusCode: 400, key: 'auth_phone_invalid' });
    await api.requestCode('77010000001');
    expect(await failure(api.verifyCode('77010000001', '111'))).toMatchObject({ statusCode: 400, key: 'code_too_short' });
    expect(await failure(api.verifyCode('77010000001', '11a1'))).toMatchObject({ statusCode: 400, key: 'code_too_short' });
  });

  it('a person with no store gets noStores', async () => {
    const { auth } = client();
    await auth.requestCode('77010000006');
    expect(await auth.login({ phone: '77010000006', otp: DEMO_OTP })).toMatchObject({ success: false, error: { name: 'noStores' } });
  });
});

describe('passwords', () => {
  it('NO_PASSWORD: code, then a first password → full, ACTIVE, password sign-in works', async () => {
    const { api, auth } = client();
    await auth.requestCode('77010000003');
    await auth.verifyCode('77010000003', DEMO_OTP);
    expect(await failure(auth.createPassword('short1!A'.slice(0, 7)))).toMatchObject({ statusCode: 400, key: 'min_length' });
    expect(await failure(auth.createPassword('nouppercase1!'))).toMatchObject({ key: 'upper_case_required' });
    expect(await failure(auth.createPassword('Пароль123!A'))).toMatchObject({ key: 'not_allowed_chars' });
    expect(await failure(auth.createPassword('NoSpecial123'))).toMatchObject({ key: 'special_char_required' });
    await auth.createPassword(NEW_PASSWORD);
    expect(await api.getUserKind('77010000003')).toEqual({ user_kind: 'full', account_status: 'ACTIVE' });
    expect(await failure(auth.createPassword(NEW_PASSWORD))).toMatchObject({ statusCode: 409, key: 'password_already_set' });
    expect((await api.signInByPassword('77010000003', NEW_PASSWORD)).access_token).toBeTruthy();
  });

  it('a fast user becomes full once it has a password', async () => {
    const { api, auth } = client();
    expect(await api.getUserKind('77010000005')).toEqual({ user_kind: 'fast', account_status: 'NO_PASSWORD' });
    await auth.requestCode('77010000005');
    await auth.verifyCode('77010000005', DEMO_OTP);
    await auth.createPassword(NEW_PASSWORD);
    expect(await api.getUserKind('77010000005')).toEqual({ user_kind: 'full', account_status: 'ACTIVE' });
  });

  it('forgotten password: SMS sign-in, then PUT replaces it', async () => {
    const { api, auth } = client();
    await auth.requestCode('77010000001');
    await auth.verifyCode('77010000001', DEMO_OTP);
    expect(await failure(auth.replacePassword(DEMO_PASSWORD))).toMatchObject({ key: 'password_same' });
    await auth.replacePassword(NEW_PASSWORD);
    expect(await failure(api.signInByPassword('77010000001', DEMO_PASSWORD))).toMatchObject({ statusCode: 401 });
    expect((await api.signInByPassword('77010000001', NEW_PASSWORD)).tdid).toBeTruthy();
  });

  it('recovery with the merchant token: code to the account phone, then code + new password', async () => {
    const { api, auth } = client();
    expect(await auth.login({ phone: '77010000001', password: DEMO_PASSWORD })).toMatchObject({ success: true });
    await auth.selectStore('m-1001', 'ACTIVE');
    expect(await api.requestRecoveryCode()).toEqual({ masked_phone: '+7 (701) ***-**-01' });
    expect(await failure(api.confirmRecovery('1234', NEW_PASSWORD))).toMatchObject({ key: 'auth_otp_wrong' });
    expect(await failure(api.confirmRecovery(DEMO_OTP, 'weak'))).toMatchObject({ key: 'min_length' });
    // The current password again: 400 password_same; the code stays valid for the next try.
    expect(await failure(api.confirmRecovery(DEMO_OTP, DEMO_PASSWORD))).toMatchObject({ statusCode: 400, key: 'password_same' });
    await api.confirmRecovery(DEMO_OTP, NEW_PASSWORD);
    expect((await api.signInByPassword('77010000001', NEW_PASSWORD)).tdid).toBeTruthy();
  });
});

describe('sign-up and new stores', () => {
  it('a new phone: code → fast user → sign-up (same store on a repeat) → password → a NEW store', async () => {
    const { api, auth, session } = client();
    expect(await failure(api.getUserKind('77010000007'))).toMatchObject({ statusCode: 404 });
    await auth.requestCode('77010000007');
    await auth.verifyCode('77010000007', DEMO_OTP);
    const first = await auth.signUp('app-2001');
    const again = await auth.signUp('app-2001');
    if (first === 'exists' || again === 'exists') throw new Error('a new user must not exist');
    expect(again.mid).toBe(first.mid);
    expect(session.get().merchant_access_token).toBeUndefined(); // held by the page until the password is saved
    await auth.createPassword(NEW_PASSWORD);
    expect(auth.enterStore(first, 'NEW')).toBe('/register');
    expect((await api.getShopProfile()).status).toBe('new');
    expect(await api.getPartners()).toEqual([{ mid: first.mid, store_name: '', logo_url: '', status: 'NEW', is_active: true, roles: ['merchant_owner'] }]);
  });

  it('an application of another user is refused; a malformed one is 400', async () => {
    const a = client();
    await a.auth.requestCode('77010000007');
    await a.auth.verifyCode('77010000007', DEMO_OTP);
    await a.auth.signUp('app-2002');
    const b = client();
    await b.auth.requestCode('77010000008');
    await b.auth.verifyCode('77010000008', DEMO_OTP);
    expect(await failure(b.auth.signUp('app-2002'))).toMatchObject({ statusCode: 409, key: 'sign_up_application_taken' });
    expect(await failure(b.auth.signUp('bad id!'))).toMatchObject({ statusCode: 400, key: 'application_id_invalid' });
  });

  it('"already exist": an account with a password is told to sign in, and the session is cleared', async () => {
    const { auth, session } = client();
    await auth.requestCode('77010000001');
    await auth.verifyCode('77010000001', DEMO_OTP);
    expect(await auth.signUp('app-2003')).toBe('exists');
    expect(session.get()).toEqual({});
  });

  it('create another store: a NEW store owned by the person, signed into', async () => {
    const { api, auth, session } = client();
    await auth.login({ phone: '77010000001', password: DEMO_PASSWORD });
    const before = (await api.getPartners()).length;
    expect(await auth.createStore()).toBe('/register');
    const mid = session.get().mid;
    expect(mid).toMatch(/^m-2\d{3}$/);
    const partners = await api.getPartners();
    expect(partners).toHaveLength(before + 1);
    expect(partners.find((p) => p.mid === mid)).toMatchObject({ status: 'NEW', roles: ['merchant_owner'], is_active: true });
    expect((await api.getShopProfile()).id).toBe(mid);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old tokens are refused', async () => {
    const { auth, session } = client();
    await auth.login({ phone: '77010000001', password: DEMO_PASSWORD });
    await auth.selectStore('m-1001');
    const { merchant_access_token: merchant, user_access_token: user } = session.get();
    await auth.logout({});
    expect(session.get()).toEqual({});
    const profile = await fetch(`${sandbox.baseUrl}/merchant-profile/api/v1/profile`, { headers: { Authorization: `Bearer ${merchant}` } });
    const partners = await fetch(`${sandbox.baseUrl}/merchant-profile/api/v1/auth`, { headers: { Authorization: `Bearer ${user}` } });
    expect([profile.status, partners.status]).toEqual([401, 401]);
    expect((await sandbox.control.requests('/sso/api/v1/auth/signout')).map((r) => r.status)).toEqual([204]);
  });
});

describe('sandbox validation of the new calls', () => {
  const post = (path: string, body: string, token?: string) =>
    fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body });

  it.each([
    ['/sso/api/v1/auth/signin/fast', '{}'],
    ['/sso/api/v1/auth/signin/fast', '{"phone":"87010000001"}'],
    ['/sso/api/v1/auth/signin/fast/verify', '{"phone":"77010000001"}'],
    ['/sso/api/v1/auth/signin/fast/verify', '{"phone":"77010000001","otp":11111}'],
  ])('%s %s → 400', async (path, body) => {
    expect((await post(path, body)).status).toBe(400);
  });

  it('token-bound calls refuse a missing or wrong-kind token, and bad bodies', async () => {
    const { auth, session } = client();
    await auth.login({ phone: '77010000001', password: DEMO_PASSWORD });
    const user = session.get().user_access_token;
    expect((await post('/sso/api/v1/users/password', '{"password":"Secret#2026"}')).status).toBe(401);
    expect((await post('/merchant-profile/api/v1/auth/stores', '{}')).status).toBe(401);
    expect((await post('/merchant-profile/api/v1/auth/sign-up/fast', '{"application_id":"a"}')).status).toBe(401);
    expect((await post('/merchant-profile/api/v1/auth/stores', '{"store_name":5}', user)).status).toBe(400);
    expect((await post('/merchant-profile/api/v1/auth/stores', '{"mid":"m-1"}', user)).status).toBe(400);
    expect((await post('/merchant-profile/api/v1/auth/sign-up/fast', '{}', user)).status).toBe(400);
    expect((await post('/sso/api/v1/users/password', '{}', user)).status).toBe(400);
    expect((await fetch(`${sandbox.baseUrl}/sso/api/v1/recovery`)).status).toBe(401);
  });
});

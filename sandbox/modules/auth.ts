import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { SandboxContextOf, SandboxModule } from '../types';
import type { TokenKind } from '../tokens';
import { ACCOUNTS_SLICE, seedAccounts, type AccountUser, type AccountsSlice } from '../seed/accounts';
import { PHONE_RE, SandboxError, badRequest, notFound, readJsonObject } from '../http';
import { createOtpStore, otpOf, otpSeeds, userByTdid } from './auth-otp';
import { registerPasswordRoutes } from './auth-password';
import { registerStoreRoutes, storeSeeds } from './auth-stores';

/**
 * Sign-in calls (spec 1 §7): phone → user kind and account status, password sign-in (user
 * tokens), SMS sign-in (code request, then verify → user tokens), the partner (store) list,
 * merchant sign-in with a mid (merchant tokens), refresh of both kinds, sign-out. Passwords
 * and recovery: auth-password.ts; sign-up and new stores: auth-stores.ts.
 * Account status rules: only ACTIVE users sign in with a password; WAITING users cannot sign
 * in at all (403 auth_account_waiting); an SMS code for an unknown phone is allowed (sign-up),
 * and verifying it makes a fast user without a password (NO_PASSWORD).
 */
export function accountsOf(c: { store: { slice<T>(name: string): T } }): AccountsSlice {
  return c.store.slice<AccountsSlice>(ACCOUNTS_SLICE);
}

function phoneOf(value: unknown): string {
  if (typeof value !== 'string' || !PHONE_RE.test(value)) badRequest('phone must be 11 digits starting with 7', 'auth_phone_invalid');
  return value;
}

function partnersOf(accounts: AccountsSlice, user: AccountUser) {
  return user.stores.flatMap((m) => {
    const shop = accounts.stores.find((s) => s.mid === m.mid);
    return shop ? [{ mid: shop.mid, store_name: shop.store_name, logo_url: shop.logo_url, status: shop.status, is_active: m.is_active, roles: m.roles }] : [];
  });
}

export const authModule: SandboxModule = {
  name: 'auth',
  seeds: { [ACCOUNTS_SLICE]: seedAccounts, ...otpSeeds, ...storeSeeds },
  register(app, ctx) {
    const accounts = (): AccountsSlice => accountsOf(ctx);
    const userOf = (c: SandboxContextOf): AccountUser => userByTdid(accounts(), c.get('tdid'));
    const otp = createOtpStore(ctx);
    const refuseWaiting = (user: AccountUser | undefined) => {
      if (user?.account_status === 'WAITING') throw new SandboxError(403, 'account is being set up', 'auth_account_waiting');
    };

    app.get('/sso/api/v1/users/kind/:phone', (c) => {
      const phone = phoneOf(c.req.param('phone'));
      const user = accounts().users.find((u) => u.phone === phone);
      if (!user) notFound('user not found');
      return c.json({ user_kind: user.user_kind, account_status: user.account_status });
    });

    app.post('/sso/api/v1/auth/signin/phone', async (c) => {
      const body = await readJsonObject(c);
      const phone = phoneOf(body.phone);
      if (typeof body.password !== 'string' || body.password === '') badRequest('password is required', 'auth_password_required');
      const user = accounts().users.find((u) => u.phone === phone);
      if (!user || user.password === null || user.password !== body.password) {
        throw new SandboxError(401, 'invalid credentials', 'auth_wrong_password');
      }
      if (user.account_status !== 'ACTIVE') {
        throw new SandboxError(403, `account is ${user.account_status.toLowerCase()}`, 'auth_account_not_active');
      }
      const pair = ctx.tokens.issue('user', { tdid: user.tdid });
      return c.json({ ...pair, tdid: user.tdid });
    });

    app.post('/sso/api/v1/auth/signin/fast', async (c) => {
      const phone = phoneOf((await readJsonObject(c)).phone);
      refuseWaiting(accounts().users.find((u) => u.phone === phone));
      return c.json(otp.send('signin', phone));
    });

    app.post('/sso/api/v1/auth/signin/fast/verify', async (c) => {
      const body = await readJsonObject(c);
      const phone = phoneOf(body.phone);
      const code = otpOf(body.otp);
      let user = accounts().users.find((u) => u.phone === phone);
      refuseWaiting(user);
      otp.check('signin', phone, code);
      if (!user) {
        user = { tdid: randomUUID(), phone, password: null, first_name: '', last_name: '', user_kind: 'fast', account_status: 'NO_PASSWORD', stores: [] };
        accounts().users.push(user);
        ctx.store.save();
      }
      const pair = ctx.tokens.issue('user', { tdid: user.tdid });
      return c.json({ ...pair, tdid: user.tdid });
    });

    app.delete('/sso/api/v1/auth/signout', ctx.requireUser, (c) => {
      ctx.tokens.endSession(c.get('sid'));
      return c.body(null, 204);
    });

    const refresh = (kind: TokenKind) => async (c: Context) => {
      const body = await readJsonObject(c);
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') badRequest('refresh_token is required');
      const pair = ctx.tokens.refresh(kind, body.refresh_token);
      if (!pair) return c.json({ message: 'unauthorized' }, 401);
      return c.json(pair);
    };
    app.post('/sso/api/v1/auth/refresh', refresh('user'));
    app.post('/merchant-profile/api/v1/auth/refresh', refresh('merchant'));

    app.get('/merchant-profile/api/v1/auth', ctx.requireUser, (c) => c.json(partnersOf(accounts(), userOf(c))));

    app.post('/merchant-profile/api/v1/auth/sign-in', ctx.requireUser, async (c) => {
      const body = await readJsonObject(c);
      if (typeof body.mid !== 'string' || body.mid.trim() === '') badRequest('mid is required');
      const user = userOf(c);
      const partner = partnersOf(accounts(), user).find((p) => p.mid === body.mid);
      if (!partner) badRequest('mid is not a store of this user', 'partner_not_found');
      if (partner.status === 'DISABLED' || !partner.is_active) {
        throw new SandboxError(403, 'store is disabled', 'partner_blocked');
      }
      const pair = ctx.tokens.issue('merchant', { tdid: user.tdid, mid: partner.mid, sid: c.get('sid') });
      return c.json({ mid: partner.mid, ...pair });
    });

    registerPasswordRoutes(app, ctx, accounts);
    registerStoreRoutes(app, ctx, accounts);
  },
};

import type { SandboxApp, SandboxContext } from '../types';
import type { AccountUser, AccountsSlice } from '../seed/accounts';
import { SandboxError, badRequest, readJsonObject } from '../http';
import { createOtpStore, otpOf, requireAnyToken, userByTdid } from './auth-otp';

/**
 * Passwords (spec 1 §5, §7), with the same rules as the app and the app's message keys:
 *   POST /sso/api/v1/users/password {password}   user token; creates the first password
 *        (NO_PASSWORD or fast user) → {user_kind:'full', account_status}; 409 password_already_set
 *   PUT  /sso/api/v1/users/password {password}   user token; replaces it (after an SMS sign-in:
 *        "forgot password") → same answer; 409 password_not_set, 400 password_same
 *   GET  /sso/api/v1/recovery                    user or merchant token; sends a code to the
 *        account's phone → {masked_phone}
 *   PUT  /sso/api/v1/recovery/otp {otp, password} user or merchant token → 204; 400 password_same
 *        (the code is checked first and stays valid for another try)
 */
const SPECIALS = '!@#$%^&*()_=+[]{};:"|,.';

/** The codes a refused password answers with (the app's account messages translate each). */
export const PASSWORD_PROBLEMS = ['not_allowed_chars', 'min_length', 'upper_case_required', 'lower_case_required', 'digit_required', 'special_char_required'] as const;

export function passwordProblem(password: string): (typeof PASSWORD_PROBLEMS)[number] | undefined {
  const chars = [...password];
  if (!chars.every((ch) => /^[A-Za-z0-9]$/.test(ch) || SPECIALS.includes(ch))) return 'not_allowed_chars';
  if (chars.length < 8) return 'min_length';
  if (!/[A-Z]/.test(password)) return 'upper_case_required';
  if (!/[a-z]/.test(password)) return 'lower_case_required';
  if (!/[0-9]/.test(password)) return 'digit_required';
  if (!chars.some((ch) => SPECIALS.includes(ch))) return 'special_char_required';
  return undefined;
}

function passwordOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') badRequest('password is required', 'auth_password_required');
  if (value.length > 128) badRequest('password is longer than 128 characters', 'password_too_long');
  const problem = passwordProblem(value);
  if (problem) badRequest(`password does not meet the rules: ${problem}`, problem);
  return value;
}

/** A first password makes the account a full, active one. */
function setPassword(user: AccountUser, password: string): void {
  user.password = password;
  user.user_kind = 'full';
  if (user.account_status === 'NO_PASSWORD') user.account_status = 'ACTIVE';
}

const kindOf = (user: AccountUser) => ({ user_kind: user.user_kind, account_status: user.account_status });

export function registerPasswordRoutes(app: SandboxApp, ctx: SandboxContext, accounts: () => AccountsSlice): void {
  const otp = createOtpStore(ctx);
  const anyToken = requireAnyToken(ctx);

  app.post('/sso/api/v1/users/password', ctx.requireUser, async (c) => {
    const password = passwordOf((await readJsonObject(c)).password);
    const user = userByTdid(accounts(), c.get('tdid'));
    if (user.password !== null) throw new SandboxError(409, 'password is already set', 'password_already_set');
    setPassword(user, password);
    ctx.store.save();
    return c.json(kindOf(user));
  });

  app.put('/sso/api/v1/users/password', ctx.requireUser, async (c) => {
    const password = passwordOf((await readJsonObject(c)).password);
    const user = userByTdid(accounts(), c.get('tdid'));
    if (user.password === null) throw new SandboxError(409, 'no password to replace: create one', 'password_not_set');
    if (user.password === password) badRequest('the new password is the current one', 'password_same');
    setPassword(user, password);
    ctx.store.save();
    return c.json(kindOf(user));
  });

  app.get('/sso/api/v1/recovery', anyToken, (c) => {
    const user = userByTdid(accounts(), c.get('tdid'));
    return c.json(otp.send('recovery', user.phone));
  });

  app.put('/sso/api/v1/recovery/otp', anyToken, async (c) => {
    const body = await readJsonObject(c);
    const code = otpOf(body.otp);
    const password = passwordOf(body.password);
    const user = userByTdid(accounts(), c.get('tdid'));
    // The code is checked first (no probing of the password without it), and stays valid when
    // the new password is the current one: the person types another and sends it with the same code.
    otp.verify('recovery', user.phone, code);
    if (user.password === password) badRequest('the new password is the current one', 'password_same');
    otp.consume('recovery', user.phone);
    setPassword(user, password);
    ctx.store.save();
    return c.body(null, 204);
  });
}

import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxContext, SandboxEnv } from '../types';
import { DEMO_OTP, type AccountUser, type AccountsSlice } from '../seed/accounts';
import { SandboxError, badRequest } from '../http';

/**
 * One-time codes. The sandbox sends no SMS: every code is DEMO_OTP (1111). A request lives
 * OTP_TTL_MS; five wrong tries end it. Requests are kept per purpose and phone, so a sign-in
 * code and a password-change code do not cancel each other. The 60-second resend wait is
 * the client's (spec 1 §5 keeps it locally); the sandbox does not refuse an early resend.
 */
export const OTP_SLICE = 'otp_requests';
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'signin' | 'recovery';

interface OtpRequest {
  phone: string;
  purpose: OtpPurpose;
  created_at: number;
  attempts: number;
}

type OtpSlice = Record<string, OtpRequest>;
export const otpSeeds = { [OTP_SLICE]: (): OtpSlice => ({}) };

/** +7 (701) ***-**-01: what the answer shows of the number the code went to. */
export function maskPhone(phone: string): string {
  return `+7 (${phone.slice(1, 4)}) ***-**-${phone.slice(9, 11)}`;
}

export function otpOf(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) badRequest('otp must be 4 digits', 'code_too_short');
  return value;
}

export function createOtpStore(ctx: SandboxContext) {
  const slice = (): OtpSlice => ctx.store.slice<OtpSlice>(OTP_SLICE);
  const id = (purpose: OtpPurpose, phone: string) => `${purpose}:${phone}`;
  return {
    send(purpose: OtpPurpose, phone: string): { masked_phone: string } {
      slice()[id(purpose, phone)] = { phone, purpose, created_at: Date.now(), attempts: 0 };
      ctx.store.save();
      return { masked_phone: maskPhone(phone) };
    },
    /** Throws 400 with a key unless `otp` is the pending code of this phone; a right code is used up. */
    check(purpose: OtpPurpose, phone: string, otp: string): void {
      this.verify(purpose, phone, otp);
      this.consume(purpose, phone);
    },
    /** As check, but a right code stays pending: a request refused for another reason can be sent again with it. */
    verify(purpose: OtpPurpose, phone: string, otp: string): void {
      const key = id(purpose, phone);
      const request = slice()[key];
      if (!request || Date.now() - request.created_at > OTP_TTL_MS) {
        delete slice()[key];
        ctx.store.save();
        badRequest('no valid code was requested for this phone', 'auth_otp_expired');
      }
      if (otp !== DEMO_OTP) {
        request.attempts += 1;
        if (request.attempts >= OTP_MAX_ATTEMPTS) delete slice()[key];
        ctx.store.save();
        badRequest('wrong code', request.attempts >= OTP_MAX_ATTEMPTS ? 'auth_otp_attempts' : 'auth_otp_wrong');
      }
    },
    /** Uses up the pending code of this phone. */
    consume(purpose: OtpPurpose, phone: string): void {
      delete slice()[id(purpose, phone)];
      ctx.store.save();
    },
  };
}

function bearer(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

/** A user or a merchant access token (the password change of the settings carries the merchant one). */
export function requireAnyToken(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = bearer(c);
    const record = ctx.tokens.verify('merchant', token) ?? ctx.tokens.verify('user', token);
    if (!record) return c.json({ message: 'unauthorized' }, 401);
    c.set('tdid', record.tdid);
    c.set('sid', record.sid);
    if (record.mid) c.set('mid', record.mid);
    await next();
  };
}

export function userByTdid(accounts: AccountsSlice, tdid: string): AccountUser {
  const user = accounts.users.find((u) => u.tdid === tdid);
  // A token of a user deleted by a reset is as good as no token.
  if (!user) throw new SandboxError(401, 'unauthorized');
  return user;
}

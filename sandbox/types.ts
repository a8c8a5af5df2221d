import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { SliceSeeds, Store } from './state';
import type { TokenService } from './tokens';
import type { RequireRight } from './rights';

/** Variables a guard puts on the request context. */
/** `sid` is the sign-in session the token belongs to (sign-out ends it). */
import type { SandboxEnv } from './env';
import type { Operation } from './contract/operation';

export type { SandboxEnv };
export type SandboxApp = Hono<SandboxEnv>;
export type SandboxContextOf = Context<SandboxEnv>;

/**
 * One backend area of the sandbox (reviews, orders, ...). A module owns its state slices
 * (seeded deterministically) and registers its routes with the spec's exact paths.
 * Adding a module = one file in sandbox/modules + one line in sandbox/modules/index.ts.
 */
export interface SandboxModule {
  name: string;
  seeds?: SliceSeeds;
  /**
   * Its calls, when the contract's own lists (sandbox/contract/operations/) do not hold them: a
   * module made by `npm run new-resource` carries its own. Every route it serves must be one.
   */
  operations?: readonly Operation[];
  register(app: SandboxApp, ctx: SandboxContext): void;
}

export interface SandboxContext {
  store: Store;
  /** Accepts only a valid, unexpired merchant access token; sets `mid` and `tdid`. 401 otherwise. */
  requireMerchant: MiddlewareHandler<SandboxEnv>;
  /** Accepts only a valid, unexpired user (SSO) access token; sets `tdid`. 401 otherwise. */
  requireUser: MiddlewareHandler<SandboxEnv>;
  /**
   * After requireMerchant: 403 `{message, key: 'no_right', right}` unless the person's roles in
   * the shop hold `right` (the one table: sandbox/rights.ts). Every shop write uses it.
   */
  requireRight: RequireRight;
  /** The sandbox clock (tests may not move it; seeds are relative to the seed date). */
  now(): Date;
  /** Issues, verifies and refreshes access tokens (used by the auth module). */
  tokens: TokenService;
}

/** Fault settings, from the environment at start and the control endpoint at run time. */
export interface FaultSettings {
  /** Added to every service answer, in ms. */
  latencyMs: number;
  /** Share (0..1) of service calls answered 503. */
  errorRate: number;
  /** Share (0..1) of service calls whose connection is dropped with no answer. */
  dropRate: number;
  /**
   * Share (0..1) of the dropped writes (non-GET) that are dropped *after* the call was applied:
   * the answer is lost, as when a connection resets on the way back. 0 = every drop happens
   * before the call reaches its module.
   */
  answerLostShare: number;
  /** 0: faults drawn with Math.random; otherwise the seed of a repeatable sequence (restarts when set). */
  seed: number;
  /** Lifetime of new access tokens (both kinds), in seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of new refresh tokens, in seconds. */
  refreshTokenTtlSeconds: number;
}

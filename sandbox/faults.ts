import type { MiddlewareHandler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { FaultSettings } from './types';
import type { SandboxEnv } from './types';
import { isRecord } from './http';
import { mulberry32 } from './seed/random';

export const DEFAULT_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  dropRate: 0,
  answerLostShare: 0,
  seed: 0,
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 2_592_000,
};

function num(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

/** Start values from SANDBOX_LATENCY_MS, SANDBOX_ERROR_RATE, SANDBOX_DROP_RATE, SANDBOX_ACCESS_TTL, SANDBOX_REFRESH_TTL. */
export function faultsFromEnv(env: Record<string, string | undefined>): FaultSettings {
  return {
    latencyMs: num(env.SANDBOX_LATENCY_MS, DEFAULT_FAULTS.latencyMs),
    errorRate: num(env.SANDBOX_ERROR_RATE, DEFAULT_FAULTS.errorRate),
    dropRate: num(env.SANDBOX_DROP_RATE, DEFAULT_FAULTS.dropRate),
    answerLostShare: num(env.SANDBOX_ANSWER_LOST_SHARE, DEFAULT_FAULTS.answerLostShare),
    seed: num(env.SANDBOX_FAULT_SEED, DEFAULT_FAULTS.seed),
    accessTokenTtlSeconds: num(env.SANDBOX_ACCESS_TTL, DEFAULT_FAULTS.accessTokenTtlSeconds),
    refreshTokenTtlSeconds: num(env.SANDBOX_REFRESH_TTL, DEFAULT_FAULTS.refreshTokenTtlSeconds),
  };
}

const LIMITS: Record<keyof FaultSettings, [number, number]> = {
  latencyMs: [0, 120_000],
  errorRate: [0, 1],
  dropRate: [0, 1],
  answerLostShare: [0, 1],
  seed: [0, 4_294_967_295],
  accessTokenTtlSeconds: [1, 31_536_000],
  refreshTokenTtlSeconds: [1, 315_360_000],
};

/** Validates a Partial<FaultSettings> from the control endpoint; returns an error message or the patch. */
export function parseFaultPatch(body: unknown): Partial<FaultSettings> | string {
  if (!isRecord(body)) return 'body must be a JSON object';
  const patch: Partial<FaultSettings> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(key in LIMITS)) return `unknown fault setting "${key}"`;
    const [min, max] = LIMITS[key as keyof FaultSettings];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      return `${key} must be a number between ${min} and ${max}`;
    }
    patch[key as keyof FaultSettings] = value;
  }
  return patch;
}

interface NodeBindings {
  outgoing: { destroy(): void; socket: { destroy(): void } | null };
}

function hasNodeSocket(env: unknown): env is NodeBindings {
  return isRecord(env) && isRecord(env.outgoing) && 'socket' in env.outgoing;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What the faults did since the last reset (GET /__sandbox/faults/stats). */
export interface FaultStats {
  calls: number;
  errors: number;
  drops: number;
  /** Drops after the call was applied (the answer lost). */
  answersLost: number;
}

/** The injector's state: its counts, and the seeded sequence in use (dropped to restart it). */
export interface FaultState {
  stats: FaultStats;
  /** Calls whose next occurrence is applied and then has its answer lost (POST /__sandbox/faults/lose-answer). */
  loseAnswers: Array<{ method: string; path: string }>;
  sequence?: { seed: number; next: () => number };
}

export const newFaultState = (): FaultState => ({ stats: { calls: 0, errors: 0, drops: 0, answersLost: 0 }, loseAnswers: [] });

function dropConnection(env: unknown): Response | undefined {
  if (!hasNodeSocket(env)) return undefined;
  env.outgoing.socket?.destroy();
  env.outgoing.destroy();
  return RESPONSE_ALREADY_SENT;
}

/**
 * Latency, then a dropped connection (the socket is destroyed with no answer, so the client
 * sees a network error), then a 503. Applied only to service paths (the caller decides).
 * A share of the dropped writes is dropped after the module applied them (answerLostShare).
 * With a seed, the draws come from a repeatable sequence that restarts when the seed is set.
 */
export function faultsMiddleware(current: () => FaultSettings, random?: () => number, state: FaultState = newFaultState()): MiddlewareHandler<SandboxEnv> {
  const draw = (f: FaultSettings): number => {
    if (random) return random();
    if (!f.seed) return Math.random();
    if (state.sequence?.seed !== f.seed) state.sequence = { seed: f.seed, next: mulberry32(f.seed) };
    return state.sequence.next();
  };
  return async (c, next) => {
    const f = current();
    const stats = state.stats;
    stats.calls++;
    if (f.latencyMs > 0) await sleep(f.latencyMs);
    const armed = state.loseAnswers.findIndex((x) => x.method === c.req.method && x.path === c.req.path);
    if (armed >= 0) {
      state.loseAnswers.splice(armed, 1);
      stats.drops++;
      stats.answersLost++;
      await next();
      return dropConnection(c.env) ?? Promise.reject(new TypeError('sandbox: connection dropped'));
    }
    if (f.dropRate > 0 && draw(f) < f.dropRate) {
      stats.drops++;
      if (c.req.method !== 'GET' && f.answerLostShare > 0 && draw(f) < f.answerLostShare) {
        await next();
        stats.answersLost++;
        return dropConnection(c.env) ?? Promise.reject(new TypeError('sandbox: connection dropped'));
      }
      const dropped = dropConnection(c.env);
      if (dropped) return dropped;
      // Not served by node (app.fetch in a test): the closest thing is a failed fetch.
      throw new TypeError('sandbox: connection dropped');
    }
    if (f.errorRate > 0 && draw(f) < f.errorRate) {
      stats.errors++;
      return c.json({ message: 'service unavailable' }, 503);
    }
    await next();
  };
}

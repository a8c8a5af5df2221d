import type { MiddlewareHandler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { FaultSettings } from './types';
import type { SandboxEnv } from './types';
import { isRecord } from './http';

export const DEFAULT_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  dropRate: 0,
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
    accessTokenTtlSeconds: num(env.SANDBOX_ACCESS_TTL, DEFAULT_FAULTS.accessTokenTtlSeconds),
    refreshTokenTtlSeconds: num(env.SANDBOX_REFRESH_TTL, DEFAULT_FAULTS.refreshTokenTtlSeconds),
  };
}

const LIMITS: Record<keyof FaultSettings, [number, number]> = {
  latencyMs: [0, 120_000],
  errorRate: [0, 1],
  dropRate: [0, 1],
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

/**
 * Latency, then a dropped connection (the socket is destroyed with no answer, so the client
 * sees a network error), then a 503. Applied only to service paths (the caller decides).
 */
export function faultsMiddleware(current: () => FaultSettings, random: () => number = Math.random): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const f = current();
    if (f.latencyMs > 0) await sleep(f.latencyMs);
    if (f.dropRate > 0 && random() < f.dropRate) {
      const env: unknown = c.env;
      if (hasNodeSocket(env)) {
        env.outgoing.socket?.destroy();
        env.outgoing.destroy();
        return RESPONSE_ALREADY_SENT;
      }
      // Not served by node (app.fetch in a test): the closest thing is a failed fetch.
      throw new TypeError('sandbox: connection dropped');
    }
    if (f.errorRate > 0 && random() < f.errorRate) return c.json({ message: 'service unavailable' }, 503);
    await next();
  };
}

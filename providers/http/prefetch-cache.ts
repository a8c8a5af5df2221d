import type { AppConfig } from '../config';
import { buildUrl } from './build-url';
import type { HttpClient, PrefetchHow, RequestOptions } from './client-types';

/** How long a prefetched answer waits for the screen that asks for it. */
export const PREFETCH_TTL_MS = 10_000;

/** The longest a screen waits for a prefetch on its way before it opens without it (`waitFor`). */
export const ARRIVAL_WAIT_MS = 150;

/** A prefetch on its way or arrived; `arrived` holds its answer once it has (takeArrived). */
interface Prefetched {
  answer: Promise<unknown>;
  expires: number;
  arrived?: { value: unknown };
  failed?: boolean;
  takeable: boolean;
  /** waitFor's promise, made once so React's `use` sees the same one on every render. */
  wait?: Promise<void>;
}

const noop = () => undefined;

type Request = <T>(req: RequestOptions) => Promise<T>;

export interface PrefetchCache {
  prefetch<T>(req: RequestOptions, how?: PrefetchHow): Promise<T>;
  /** `request`, unless a prefetch of this GET is on its way or fresh: then its answer. */
  requestOrTake<T>(req: RequestOptions): Promise<T>;
  takeArrived<T>(req: RequestOptions): T | undefined;
  waitFor(req: RequestOptions): Promise<void> | undefined;
}

/**
 * GETs started before the screen that reads them has mounted. The first identical GET (same
 * URL, token kind and answer type) made while one is on its way, or within PREFETCH_TTL_MS
 * of its answer, takes that answer instead of asking again; a failed prefetch is asked again.
 */
export function createPrefetchCache(config: AppConfig, request: Request): PrefetchCache {
  const prefetched = new Map<string, Prefetched>();
  const prefetchKey = (req: RequestOptions): string | undefined =>
    (req.method ?? 'GET') === 'GET' ? `${req.token ?? 'merchant'} ${req.responseType ?? 'json'} ${buildUrl(config, req.path, req.query)}` : undefined;

  function prefetch<T>(req: RequestOptions, { takeable = true }: PrefetchHow = {}): Promise<T> {
    const key = prefetchKey(req);
    const answer = request<T>({ ...req, signal: undefined });
    if (key) {
      const entry: Prefetched = { answer, expires: Infinity, takeable };
      prefetched.set(key, entry);
      const settle = () => {
        entry.expires = Date.now() + PREFETCH_TTL_MS;
      };
      answer.then(
        (value) => {
          entry.arrived = { value };
          settle();
        },
        () => {
          entry.failed = true;
          settle();
        },
      );
    }
    return answer;
  }

  /** The prefetch of this request and its key, if there is one (no key is built while none is). */
  function entryOf(req: RequestOptions): { key: string; entry: Prefetched } | undefined {
    const key = prefetched.size > 0 ? prefetchKey(req) : undefined;
    const entry = key ? prefetched.get(key) : undefined;
    return key && entry ? { key, entry } : undefined;
  }

  /** Takes the prefetch of this request out of the map (each is answered once), if there is one. */
  function takePrefetched(req: RequestOptions, when: (entry: Prefetched) => boolean = () => true): Prefetched | undefined {
    const found = entryOf(req);
    if (!found || !when(found.entry)) return undefined;
    prefetched.delete(found.key);
    return found.entry;
  }

  function requestOrTake<T>(req: RequestOptions): Promise<T> {
    const entry = takePrefetched(req);
    if (!entry || entry.expires < Date.now()) return request<T>(req);
    return (entry.answer as Promise<T>).catch(() => request<T>(req));
  }

  function takeArrived<T>(req: RequestOptions): T | undefined {
    return takePrefetched(req, (entry) => entry.takeable && entry.arrived !== undefined && entry.expires >= Date.now())?.arrived?.value as T | undefined;
  }

  /** A takeable prefetch of this GET still on its way: a promise that settles when it does, or after ARRIVAL_WAIT_MS. */
  function waitFor(req: RequestOptions): Promise<void> | undefined {
    const entry = entryOf(req)?.entry;
    if (!entry?.takeable || entry.arrived || entry.failed) return undefined;
    entry.wait ??= Promise.race([entry.answer.then(noop, noop), new Promise<void>((resolve) => setTimeout(resolve, ARRIVAL_WAIT_MS))]);
    return entry.wait;
  }

  return { prefetch, requestOrTake, takeArrived, waitFor };
}

/** The same client whose GETs are prefetches (for a route's first calls). */
export function early(client: HttpClient): HttpClient {
  return { request: (req) => (client.prefetch ?? client.request)(req) };
}

import type { AxiosInstance } from 'axios';
import type { AppConfig } from '../config';
import { reportServerError } from '../error-reporting';
import { buildUrl } from './build-url';
import type { RequestOptions } from './client-types';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { normalizeError } from './normalize-error';

/** One HTTP call with `token` as its bearer (none when undefined): no refresh, no retry. */
export type Send = <T>(req: RequestOptions, token: string | undefined) => Promise<T>;

/**
 * Every failure becomes an AppError (normalize-error.ts); a 5xx is also reported.
 * `language` is read at send time and sent as `Accept-Language`.
 */
export function createSend(instance: AxiosInstance, config: AppConfig, language?: () => string): Send {
  return async function send<T>(req: RequestOptions, token: string | undefined): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (req.idempotencyKey) headers[IDEMPOTENCY_HEADER] = req.idempotencyKey;
    if (language) headers['Accept-Language'] = language();
    try {
      const res = await instance.request<T>({
        url: buildUrl(config, req.path, req.query),
        method: req.method ?? 'GET',
        data: req.body,
        headers,
        responseType: req.responseType ?? 'json',
        signal: req.signal,
        onUploadProgress: req.onUploadProgress && ((e) => req.onUploadProgress?.(e.total ? e.loaded / e.total : 0)),
      });
      return res.data;
    } catch (error) {
      const failure = await normalizeError(error);
      if (failure.statusCode >= 500) reportServerError(req.method ?? 'GET', req.path, failure.statusCode, failure.message);
      throw failure;
    }
  };
}

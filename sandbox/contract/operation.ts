import type { z } from 'zod';

/** Who may call an operation: the token kind it needs (sandbox/app.ts guards), or nobody's. */
export type Auth = 'merchant' | 'user' | 'none';

/** What a non-JSON answer is (reports, PDFs, files): documented by media type only. */
export type Media = 'text/csv' | 'application/pdf' | 'image/svg+xml' | 'application/octet-stream';

/**
 * One call of the contract: the one source of the OpenAPI document (openapi.ts), the sandbox's
 * request check (validate.ts) and contract:check (scripts/contract-check.ts).
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template: `/oms/api/v3/merchant/orders/{id}`. */
  path: string;
  summary: string;
  auth: Auth;
  /** Where the spec shows it (`spec 2 §4`); absent when `designed` says why we chose it. */
  spec?: string;
  /** The spec does not show this call (or shows it "not shown"): why it exists, as we designed it. */
  designed?: string;
  /** Query parameters; a `z.array` one is repeated (`k=a&k=b`), any other given at most once. */
  query?: z.ZodObject;
  /** A JSON body, or `multipart` with its fields (documented; the module reads the parts). */
  body?: z.ZodType | { multipart: Record<string, 'binary' | 'string'> };
  /** The success answer: a JSON schema, or a media type for files and reports. */
  answer?: z.ZodType | Media;
  /** Success status when not 200. */
  status?: 201 | 204;
  /** Refusals beyond the ones every call has (400 for bad input, 401 without a token). */
  errors?: readonly (403 | 404 | 409 | 413 | 422 | 423 | 503)[];
  /**
   * How contract:check calls this GET (it calls every GET unless `false`): its query, and each path
   * parameter as a value, the signed-in `$mid`, `$tdid` or `$phone`, or picked from another GET's answer.
   */
  check?: { query?: Record<string, string>; params?: Record<string, CheckParam> } | false;
}

/** A path parameter for contract:check: a literal, a session value, or the first of a list's answer. */
export type CheckParam = string | '$mid' | '$tdid' | '$phone' | { from: string; query?: Record<string, string>; pick: (answer: unknown) => unknown };

export const isMultipart = (body: Operation['body']): body is { multipart: Record<string, 'binary' | 'string'> } =>
  typeof body === 'object' && body !== null && 'multipart' in body;

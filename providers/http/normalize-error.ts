import { isAxiosError } from 'axios';
import { ERROR_KEYS, isAppError, type AppError } from './errors';

/**
 * The one place a failed call becomes an AppError. How HTTP maps onto it:
 *
 * | what came back                         | statusCode | key                              | message                    |
 * |----------------------------------------|------------|----------------------------------|----------------------------|
 * | nothing (network down, dropped, CORS)  | 0          | errors.network                   | 'Blocked by CORS policy'   |
 * | call aborted by its AbortSignal        | 0          | errors.network                   | 'Request canceled'         |
 * | axios timeout (ECONNABORTED/ETIMEDOUT)  | 0          | errors.timeout                   | 'Timeout'                  |
 * | 400 / 401 / 403 / 404 / 409 / 423      | the status | server key, else errors.bad_request / unauthorized / forbidden / not_found / conflict / locked | server message, else the key's English text |
 * | 5xx                                    | the status | server key, else errors.server   | server message, else 'Server error' |
 * | any other status                       | the status | server key, else errors.unknown  | server message, else 'UNKNOWN_ERROR' |
 * | not an HTTP failure (a bug, a throw)   | 0          | errors.unknown                   | 'UNKNOWN_ERROR'            |
 *
 * Spec 1 §8: no response is "Blocked by CORS policy"; the server's error object is kept
 * (`data`, `serverMessage`, `key`), and UNKNOWN_ERROR stands in when it has no message.
 * Error bodies may arrive as a Blob (a failed PDF/xlsx call in the browser), an
 * ArrayBuffer or a string (the same call under node): they are decoded and read as JSON.
 */
export const NETWORK_MESSAGE = 'Blocked by CORS policy';
export const UNKNOWN_MESSAGE = 'UNKNOWN_ERROR';

const DEFAULT_MESSAGES: Record<string, string> = {
  [ERROR_KEYS.badRequest]: 'Bad request',
  [ERROR_KEYS.unauthorized]: 'Unauthorized',
  [ERROR_KEYS.forbidden]: 'Forbidden',
  [ERROR_KEYS.notFound]: 'Not found',
  [ERROR_KEYS.locked]: 'Locked',
  [ERROR_KEYS.conflict]: 'Conflict',
  [ERROR_KEYS.timeout]: 'Timeout',
  [ERROR_KEYS.server]: 'Server error',
  [ERROR_KEYS.unknown]: UNKNOWN_MESSAGE,
  [ERROR_KEYS.network]: NETWORK_MESSAGE,
};

export function keyForStatus(status: number): string {
  switch (status) {
    case 400:
      return ERROR_KEYS.badRequest;
    case 401:
      return ERROR_KEYS.unauthorized;
    case 403:
      return ERROR_KEYS.forbidden;
    case 404:
      return ERROR_KEYS.notFound;
    case 409:
      return ERROR_KEYS.conflict;
    case 423:
      return ERROR_KEYS.locked;
    default:
      return status >= 500 && status < 600 ? ERROR_KEYS.server : ERROR_KEYS.unknown;
  }
}

/** An Error instance (stack, `instanceof Error` for React Query) carrying the AppError fields. */
export function createAppError(fields: Omit<AppError, 'name'>): AppError {
  const error = new Error(fields.message) as Error & AppError;
  error.name = 'AppError';
  error.statusCode = fields.statusCode;
  error.key = fields.key;
  if (fields.serverMessage !== undefined) error.serverMessage = fields.serverMessage;
  if (fields.data !== undefined) error.data = fields.data;
  return error;
}

/** The AppError of an answer with this status and (already decoded) body. */
export function appErrorFromResponse(status: number, body: unknown): AppError {
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  const serverMessage = nonEmptyString(record?.message);
  const key = nonEmptyString(record?.key) ?? keyForStatus(status);
  return createAppError({
    statusCode: status,
    key,
    message: serverMessage ?? DEFAULT_MESSAGES[keyForStatus(status)] ?? UNKNOWN_MESSAGE,
    serverMessage,
    data: parsed === '' ? undefined : parsed,
  });
}

export async function normalizeError(error: unknown): Promise<AppError> {
  if (isAppError(error)) return error;
  if (!isAxiosError(error)) {
    return createAppError({ statusCode: 0, key: ERROR_KEYS.unknown, message: UNKNOWN_MESSAGE, data: error });
  }
  const response = error.response;
  if (!response) {
    const canceled = error.code === 'ERR_CANCELED';
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return createAppError({ statusCode: 0, key: ERROR_KEYS.timeout, message: 'Timeout' });
    }
    return createAppError({
      statusCode: 0,
      key: ERROR_KEYS.network,
      message: canceled ? 'Request canceled' : NETWORK_MESSAGE,
    });
  }
  return appErrorFromResponse(response.status, await decodeBody(response.data));
}

/** Blob / ArrayBuffer / bytes → text; anything else as is. */
async function decodeBody(data: unknown): Promise<unknown> {
  try {
    // Tag checks, not instanceof: jsdom, node and the browser each have their own Blob/ArrayBuffer.
    const tag = Object.prototype.toString.call(data);
    if (tag === '[object Blob]' || tag === '[object File]') return await (data as Blob).text();
    if (tag === '[object ArrayBuffer]') return new TextDecoder().decode(data as ArrayBuffer);
    if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  } catch {
    return undefined;
  }
  return data;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { appErrorFromResponse, createAppError, normalizeError } from './normalize-error';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };

function httpError(status: number, data: unknown): AxiosError {
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('normalizeError', () => {
  it('no response → statusCode 0, errors.network, "Blocked by CORS policy"', async () => {
    const error = await normalizeError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
    expect(error).toMatchObject({ statusCode: 0, key: 'errors.network', message: 'Blocked by CORS policy' });
    expect(error).toBeInstanceOf(Error);
  });

  it('a timed-out call → statusCode 0, errors.timeout', async () => {
    const error = await normalizeError(new AxiosError('timeout of 1ms exceeded', AxiosError.ECONNABORTED, config, {}));
    expect(error).toMatchObject({ statusCode: 0, key: 'errors.timeout' });
  });

  it('an aborted call is also statusCode 0 / errors.network', async () => {
    const error = await normalizeError(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
    expect(error).toMatchObject({ statusCode: 0, key: 'errors.network' });
  });

  it('keeps the server message and the server key', async () => {
    const body = { message: 'invalid credentials', key: 'auth_wrong_password' };
    const error = await normalizeError(httpError(401, body));
    expect(error).toMatchObject({
      statusCode: 401,
      key: 'auth_wrong_password',
      message: 'invalid credentials',
      serverMessage: 'invalid credentials',
      data: body,
    });
  });

  it.each([
    [400, 'errors.bad_request'],
    [401, 'errors.unauthorized'],
    [403, 'errors.forbidden'],
    [404, 'errors.not_found'],
    [423, 'errors.locked'],
    [500, 'errors.server'],
    [503, 'errors.server'],
    [409, 'errors.conflict'],
    [418, 'errors.unknown'],
  ])('status %i without a server key → %s', async (status, key) => {
    const error = await normalizeError(httpError(status, { message: 'boom' }));
    expect(error).toMatchObject({ statusCode: status, key, serverMessage: 'boom', message: 'boom' });
  });

  it('an unknown status with no server message → errors.unknown, UNKNOWN_ERROR', async () => {
    const error = await normalizeError(httpError(418, ''));
    expect(error).toMatchObject({ statusCode: 418, key: 'errors.unknown', message: 'UNKNOWN_ERROR' });
    expect(error.serverMessage).toBeUndefined();
  });

  it('a known status with no body → its key and a default text', async () => {
    const error = await normalizeError(httpError(404, undefined));
    expect(error).toMatchObject({ statusCode: 404, key: 'errors.not_found', message: 'Not found' });
  });

  it('parses a Blob error body (failed PDF call)', async () => {
    const blob = new Blob([JSON.stringify({ message: 'document not ready', key: 'doc_not_ready' })], { type: 'application/json' });
    const error = await normalizeError(httpError(423, blob));
    expect(error).toMatchObject({ statusCode: 423, key: 'doc_not_ready', serverMessage: 'document not ready' });
  });

  it('parses string and ArrayBuffer bodies (blob/text calls under node)', async () => {
    const text = JSON.stringify({ message: 'bad period' });
    expect(await normalizeError(httpError(400, text))).toMatchObject({ key: 'errors.bad_request', serverMessage: 'bad period' });
    const bytes = new TextEncoder().encode(text);
    expect(await normalizeError(httpError(400, bytes.buffer))).toMatchObject({ serverMessage: 'bad period' });
  });

  it('keeps a non-JSON body as data without a server message', async () => {
    const error = await normalizeError(httpError(502, '<html>Bad gateway</html>'));
    expect(error).toMatchObject({ statusCode: 502, key: 'errors.server', message: 'Server error', data: '<html>Bad gateway</html>' });
    expect(error.serverMessage).toBeUndefined();
  });

  it('passes an AppError through and wraps anything else', async () => {
    const app = createAppError({ statusCode: 401, key: 'errors.unauthorized', message: 'Unauthorized' });
    expect(await normalizeError(app)).toBe(app);
    expect(await normalizeError(new TypeError('x'))).toMatchObject({ statusCode: 0, key: 'errors.unknown', message: 'UNKNOWN_ERROR' });
  });

  it('appErrorFromResponse reads a JSON string', () => {
    expect(appErrorFromResponse(400, '{"message":"phone is required"}')).toMatchObject({ serverMessage: 'phone is required' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { caughtErrorText, logCaughtError } from './caught-errors';

afterEach(() => vi.restoreAllMocks());

describe('caught render errors in the console', () => {
  it('are logged as text, never as the error object (which would keep its failed screen alive)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new TypeError("Cannot read properties of undefined (reading 'length')");
    logCaughtError(error, { componentStack: '\n    at Cell\n    at Row' });
    expect(log).toHaveBeenCalledTimes(1);
    for (const arg of log.mock.calls[0]) expect(typeof arg).toBe('string');
    const [text] = log.mock.calls[0] as [string];
    expect(text).toContain("TypeError: Cannot read properties of undefined (reading 'length')");
    expect(text).toContain('caught-errors.test.ts'); // the stack
    expect(text).toContain('at Cell');
  });

  it('describes what was thrown when it is not an Error', () => {
    expect(caughtErrorText('boom')).toBe('boom');
    expect(caughtErrorText({ code: 42 })).toBe('{"code":42}');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(caughtErrorText(loop)).toBe('[object Object]');
    expect(caughtErrorText(undefined)).toBe('undefined');
  });

  it('names the error when its stack does not (engines other than V8)', () => {
    const error = new Error('boom');
    error.stack = 'f@app.js:1:2';
    expect(caughtErrorText(error)).toBe('Error: boom\nf@app.js:1:2');
  });
});

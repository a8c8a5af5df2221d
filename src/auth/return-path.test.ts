import { describe, expect, it } from 'vitest';
import { isInternalPath, saveReturnPath, takeReturnPath } from './return-path';

describe('the return path after signing in again', () => {
  it.each(['/orders', '/orders/123?tab=history', '/profile/pickup-points'])('%s is internal', (p) => expect(isInternalPath(p)).toBe(true));
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'orders', '/auth/sign-in', '/auth', '/orders\n'])('%s is not', (p) =>
    expect(isInternalPath(p)).toBe(false),
  );

  it('is taken once, and an outside path is never kept', () => {
    saveReturnPath('/orders/7?x=1');
    expect(takeReturnPath('/')).toBe('/orders/7?x=1');
    expect(takeReturnPath('/')).toBe('/');
    saveReturnPath('//evil.example');
    expect(takeReturnPath('/')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { isMobileRoute } from './mobile-rules';

describe('mobile layout routes', () => {
  it.each([
    ['/orders', true],
    ['/orders/600001', true],
    ['/profile/info', true],
    ['/profile/settings', false],
    ['/ordersx', false],
    ['/reviews', false],
  ])('%s → %s', (path, mobile) => expect(isMobileRoute(path)).toBe(mobile));
});

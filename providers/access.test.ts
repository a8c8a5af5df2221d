import { describe, expect, it } from 'vitest';
import { guardRedirect, rootRoute } from './access';

const areas = [
  { route: '/orders', access: ['ACTIVE' as const, 'ON_CHECK' as const] },
  { route: '/reviews', access: ['ACTIVE' as const, 'ON_CHECK' as const] },
];

describe('guardRedirect (spec 1 §4)', () => {
  it.each([
    ['/reviews', { hasMerchantToken: false }, '/auth/sign-in'],
    ['/auth/sign-in', { hasMerchantToken: false }, null],
    ['/auth/sign-in/partner-selection', { hasMerchantToken: false }, null],
    ['/faq/load-price-list', { hasMerchantToken: false }, null],
    ['/reviews', { hasMerchantToken: true, shopStatus: 'NEW' as const }, '/register'],
    ['/register', { hasMerchantToken: true, shopStatus: 'NEW' as const }, null],
    ['/reviews', { hasMerchantToken: true, shopStatus: 'NEW' as const, redirectDenied: true }, null],
    ['/auth/sign-in', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const }, '/'],
    ['/auth/sign-up', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const }, '/'],
    ['/', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const }, null],
    ['/', { hasMerchantToken: false }, '/auth/sign-in'],
    ['/reviews', { hasMerchantToken: true, shopStatus: 'ON_CHECK' as const }, null],
  ])('%s with %o → %s', (path, state, expected) => {
    expect(guardRedirect(path, state)).toBe(expected);
  });
});

describe('rootRoute', () => {
  it('sends / to the first area the shop status may open', () => {
    expect(rootRoute('ACTIVE', areas)).toBe('/orders');
    expect(rootRoute('ON_CHECK', [{ route: '/finance', access: ['ACTIVE'] }, ...areas])).toBe('/orders');
    expect(rootRoute('NEW', areas)).toBe('/register');
  });
});

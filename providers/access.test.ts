import { describe, expect, it } from 'vitest';
import { guardRedirect } from './access';

const areas = [
  { route: '/orders', access: ['ACTIVE' as const, 'ON_CHECK' as const] },
  { route: '/reviews', access: ['ACTIVE' as const, 'ON_CHECK' as const] },
];

describe('guardRedirect (spec 1 §4)', () => {
  it.each([
    ['/reviews', { hasMerchantToken: false, areas }, '/auth/sign-in'],
    ['/auth/sign-in', { hasMerchantToken: false, areas }, null],
    ['/auth/sign-in/partner-selection', { hasMerchantToken: false, areas }, null],
    ['/faq/load-price-list', { hasMerchantToken: false, areas }, null],
    ['/reviews', { hasMerchantToken: true, shopStatus: 'NEW' as const, areas }, '/register'],
    ['/register', { hasMerchantToken: true, shopStatus: 'NEW' as const, areas }, null],
    ['/reviews', { hasMerchantToken: true, shopStatus: 'NEW' as const, redirectDenied: true, areas }, null],
    ['/auth/sign-in', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const, areas }, '/'],
    ['/auth/sign-up', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const, areas }, '/'],
    ['/', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const, areas }, '/orders'],
    ['/', { hasMerchantToken: true, shopStatus: 'NEW' as const, areas }, '/register'],
    ['/reviews', { hasMerchantToken: true, shopStatus: 'ON_CHECK' as const, areas }, null],
  ])('%s with %o → %s', (path, state, expected) => {
    expect(guardRedirect(path, state)).toBe(expected);
  });
});

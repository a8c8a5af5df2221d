import { describe, expect, it } from 'vitest';
import { guardRedirect, hasRedirectDenied, rootRoute, withRedirectDenied } from './access';

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
    // NEW: every path but /register, /auth and /faq included, unless the flag is set.
    ['/auth/sign-in/partner-selection', { hasMerchantToken: true, shopStatus: 'NEW' as const }, '/register'],
    ['/auth/sign-in/partner-selection', { hasMerchantToken: true, shopStatus: 'NEW' as const, redirectDenied: true }, null],
    ['/faq', { hasMerchantToken: true, shopStatus: 'NEW' as const }, '/register'],
    ['/faq/load-price-list', { hasMerchantToken: true, shopStatus: 'NEW' as const, redirectDenied: true }, null],
    ['/auth/sign-in', { hasMerchantToken: true, shopStatus: 'NEW' as const }, '/register'],
    ['/auth/sign-in', { hasMerchantToken: true, shopStatus: 'NEW' as const, redirectDenied: true }, '/'],
    ['/auth/sign-up', { hasMerchantToken: false }, null],
    ['/register', { hasMerchantToken: false }, '/auth/sign-in'],
    ['/auth/sign-in/partner-selection', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const }, null],
    ['/faq', { hasMerchantToken: true, shopStatus: 'ACTIVE' as const }, null],
  ])('%s with %o → %s', (path, state, expected) => {
    expect(guardRedirect(path, state)).toBe(expected);
  });
});

describe('redirect_denied', () => {
  it.each([
    ['?redirect_denied=true', true],
    ['?redirect_denied=1', true],
    ['?redirect_denied', true],
    ['?a=1&redirect_denied=yes', true],
    ['?redirect_denied=false', false],
    ['?redirect_denied=0', false],
    ['', false],
    ['?other=1', false],
  ])('%j → %s', (search, expected) => expect(hasRedirectDenied(search)).toBe(expected));

  it('links carry it', () => {
    expect(withRedirectDenied('/faq')).toBe('/faq?redirect_denied=true');
    expect(withRedirectDenied('/faq?x=1')).toBe('/faq?x=1&redirect_denied=true');
    expect(hasRedirectDenied(new URL(withRedirectDenied('/auth/sign-in/partner-selection'), 'http://x').search)).toBe(true);
  });
});

describe('rootRoute', () => {
  it('sends / to the first area the shop status may open', () => {
    expect(rootRoute('ACTIVE', areas)).toBe('/orders');
    expect(rootRoute('ON_CHECK', [{ route: '/finance', access: ['ACTIVE'] }, ...areas])).toBe('/orders');
    expect(rootRoute('NEW', areas)).toBe('/register');
  });
});

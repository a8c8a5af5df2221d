import { describe, expect, it } from 'vitest';
import { prepareEvent } from './index';
import { FILTERED, PHONE, scrubText, scrubValue } from './scrub';

const TOKEN = 'qT3x9Vb2LmN8pR4sW6yZ1aC5dE7fG0hJ'; // a sandbox-like session token (base64url, 32)
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3NzAxMDAwMDAwMSJ9.c2lnbmF0dXJl';

describe('error report scrubber', () => {
  it.each([
    ['a bearer header in a message', `Request failed: Authorization: Bearer ${TOKEN}`, `Request failed: Authorization: Bearer ${FILTERED}`],
    ['a JWT', `token ${JWT} expired`, `token ${FILTERED} expired`],
    ['a bare session token', `refresh with ${TOKEN}`, `refresh with ${FILTERED}`],
    ['a token in a query string', '/x?access_token=abc&page=2', `/x?access_token=${FILTERED}&page=2`],
    ['a password in a query string', '/x?password=Partner1!&lang=ru', `/x?password=${FILTERED}&lang=ru`],
    ['a phone in a service path', '/sso/api/v1/users/kind/77010000001', `/sso/api/v1/users/kind/${PHONE}`],
    ['a formatted phone', 'Звонок на +7 (701) 000-00-01 не прошёл', `Звонок на ${PHONE} не прошёл`],
    ['the phone input’s 10 digits', 'phone 7010000001 is wrong', `phone ${PHONE} is wrong`],
    ['a phone written with 8', 'тел. 8 701 000 00 01', `тел. ${PHONE}`],
  ])('replaces %s', (_, input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each(['Заказ №284519 не найден', 'GET /oms/api/v3/merchant/orders/1234567 → 503', 'Сумма 7 500 000 ₸', '2026-11-25T10:00:00Z', 'chunk index-u6GpRI1R.js'])('keeps ordinary text: %s', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('filters secret keys at any depth, typed passwords and codes included', () => {
    const event = {
      request: { headers: { Authorization: 'Bearer x', Cookie: 'a=b' }, data: { phone: '77010000001', password: 'Partner1!', otp: '1111' } },
      breadcrumbs: [{ category: 'xhr', data: { url: '/sso/api/v1/auth/signin/phone', body: { password: 'Секрет123' } } }],
      extra: { session: { merchant_access_token: TOKEN, refresh_token: TOKEN, mid: 'm-1001' }, form: { new_password: 'x', reason: 'нет товара' } },
    };
    const clean = scrubValue(event);
    const text = JSON.stringify(clean);
    for (const secret of ['Partner1!', 'Секрет123', TOKEN, '1111', '77010000001', 'Bearer x', 'a=b']) expect(text).not.toContain(secret);
    expect(clean.request.data.phone).toBe(PHONE);
    expect(clean.extra.session.mid).toBe('m-1001');
    expect(clean.extra.form.reason).toBe('нет товара');
    // The original is left as it was (the app may still use it).
    expect(event.request.data.password).toBe('Partner1!');
  });

  it('adds route, locale, version and merchant id, and keeps only the merchant id of the user', () => {
    const event = prepareEvent(
      { message: `failed for 77010000001 with ${TOKEN}`, user: { id: 'x', email: 'a@b.kz', ip_address: '1.2.3.4' }, tags: { kind: 'http' } },
      { route: '/orders/1234', locale: 'kz', merchantId: 'm-1001' },
      '0.1.0',
    );
    expect(event.tags).toEqual({ kind: 'http', route: '/orders/1234', locale: 'kz', app_version: '0.1.0', merchant_id: 'm-1001' });
    expect(event.user).toEqual({ id: 'm-1001' });
    expect(event.message).toBe(`failed for ${PHONE} with ${FILTERED}`);
  });
});

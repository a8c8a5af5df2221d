import { describe, expect, it } from 'vitest';
import type { Contact } from './api/shell-api';
import { phoneHref, supportFrom } from './support-contact';

const contact = (id: number, type: Contact['type'], value: string): Contact => ({ id, type, value, name: '', comment: '' });
const fallback = { phone: '+7 (727) 350-00-00', email: 'partner@marketplace.kz' };

describe('support contact', () => {
  it('takes the first phone and e-mail of the contacts call', () => {
    const list = [contact(1, 'link', 'https://x.kz'), contact(2, 'phone', '+7 (727) 355-55-55'), contact(3, 'phone', '3555'), contact(4, 'email', 'partners@partner.kz')];
    expect(supportFrom(list, fallback)).toEqual({ phone: '+7 (727) 355-55-55', email: 'partners@partner.kz' });
  });

  it('falls back to the configured values for what the call lacks', () => {
    expect(supportFrom([contact(1, 'email', 'a@b.kz'), contact(2, 'phone', '  ')], fallback)).toEqual({ phone: fallback.phone, email: 'a@b.kz' });
    expect(supportFrom([], fallback)).toEqual(fallback);
  });

  it.each([
    ['+7 (727) 355-55-55', 'tel:+77273555555'],
    ['8 727 355 55 55', 'tel:87273555555'],
    ['3555', 'tel:3555'],
  ])('%s → %s', (phone, href) => expect(phoneHref(phone)).toBe(href));
});

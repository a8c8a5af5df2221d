import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone, normalizePhone } from './phone';

describe('phone mask', () => {
  it.each([
    ['', ''],
    ['7', '+7 (7'],
    ['701', '+7 (701)'],
    ['7010', '+7 (701) 0'],
    ['7010000001', '+7 (701) 000-00-01'],
    ['+7 (701) 000-00-01', '+7 (701) 000-00-01'],
    ['87010000001', '+7 (701) 000-00-01'],
    ['+7 (701) 000-00-019', '+7 (701) 000-00-01'],
  ])('formats %j as %j', (input, expected) => expect(formatPhone(input)).toBe(expected));

  it('normalises only complete numbers', () => {
    expect(normalizePhone('+7 (701) 000-00-01')).toBe('77010000001');
    expect(normalizePhone('+7 (701) 000-00')).toBeUndefined();
  });

  it('formatting is idempotent and keeps the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (digits) => {
        const masked = formatPhone(digits);
        expect(formatPhone(masked)).toBe(masked);
        expect(normalizePhone(masked)).toBe(`7${digits}`);
      }),
    );
  });

  it('masks all but the operator code and the last two digits', () => {
    expect(maskPhone('77010000001')).toBe('+7 (701) ***-**-01');
    expect(maskPhone('+7 (705) 123-45-67')).toBe('+7 (705) ***-**-67');
  });
});

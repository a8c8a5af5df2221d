import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../format/phone';
import { accountRoute } from './account-route';
import { CODE_LENGTH, codeError, normalizeCode } from '../../controls/code-rule';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, passwordProblems, passwordVerdict, repeatError } from '../../controls/password-rule';
import { phoneError } from './phone-rule';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('phone rule', () => {
  it('a complete number passes, typed plain or masked', () => {
    fc.assert(fc.property(digits(10, 10), (d) => {
      expect(phoneError(d)).toBeUndefined();
      expect(phoneError(formatPhone(d))).toBeUndefined();
      expect(phoneError(`+7${d}`)).toBeUndefined();
    }));
  });

  it('an empty field is phone_required', () => {
    fc.assert(fc.property(fc.stringMatching(/^[^0-9]*$/), (junk) => {
      expect(phoneError(junk)).toBe('phone_required');
    }));
  });

  it('an incomplete number is employees_sign_in_phone_input_error', () => {
    fc.assert(fc.property(digits(1, 9), (d) => {
      expect(phoneError(formatPhone(d))).toBe('employees_sign_in_phone_input_error');
    }));
  });
});

describe('code rule', () => {
  it('exactly four digits pass', () => {
    fc.assert(fc.property(digits(CODE_LENGTH, CODE_LENGTH), (code) => {
      expect(codeError(code)).toBeUndefined();
    }));
  });

  it('empty, short, long and non-digit codes each get their own message', () => {
    expect(codeError('')).toBe('code_required');
    fc.assert(fc.property(digits(1, CODE_LENGTH - 1), (code) => {
      expect(codeError(code)).toBe('code_too_short');
    }));
    fc.assert(fc.property(digits(CODE_LENGTH + 1, 12), (code) => {
      expect(codeError(code)).toBe('code_too_long');
    }));
    fc.assert(
      fc.property(digits(0, 3), fc.stringMatching(/^\D$/), digits(0, 3), (a, junk, b) => {
        expect(codeError(a + junk + b)).toBe('code_digits_only');
      }),
    );
  });

  it('the input keeps at most four digits of whatever is typed', () => {
    fc.assert(fc.property(fc.string(), (typed) => {
      const kept = normalizeCode(typed);
      expect(kept).toMatch(/^\d{0,4}$/);
      expect(normalizeCode(kept)).toBe(kept);
    }));
  });
});

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const special = fc.constantFrom(...PASSWORD_SPECIALS);
const anyAllowed = fc.oneof(lower, upper, digit, special);
/** A valid password: one of each class, padded to at least 8 with allowed characters, shuffled. */
const validPassword = fc
  .tuple(lower, upper, digit, special, fc.array(anyAllowed, { minLength: PASSWORD_MIN_LENGTH - 4, maxLength: 24 }))
  .chain(([l, u, d, s, rest]) => fc.shuffledSubarray([l, u, d, s, ...rest], { minLength: rest.length + 4, maxLength: rest.length + 4 }))
  .map((chars) => chars.join(''));
const notAllowed = fc.constantFrom(' ', '-', '?', '/', '\\', "'", '<', '>', '~', '`', 'ж', 'Ә', 'é', '😀', '\t');

describe('password rule', () => {
  it('a password with every class and 8+ allowed characters is success', () => {
    fc.assert(fc.property(validPassword, (pw) => {
      expect(passwordProblems(pw)).toEqual([]);
      expect(passwordVerdict(pw)).toBe('success');
    }));
  });

  it('a character outside the list is not_allowed_chars', () => {
    fc.assert(fc.property(validPassword, notAllowed, fc.nat(), (pw, bad, at) => {
      const i = at % (pw.length + 1);
      expect(passwordVerdict(pw.slice(0, i) + bad + pw.slice(i))).toBe('not_allowed_chars');
    }));
  });

  it('a short password is min_length', () => {
    fc.assert(fc.property(lower, upper, digit, special, fc.array(anyAllowed, { maxLength: 3 }), (l, u, d, s, rest) => {
      expect(passwordVerdict([l, u, d, s, ...rest].join(''))).toBe('min_length');
    }));
  });

  const without = (pattern: RegExp, key: string) =>
    it(`no ${key.replace(/_required$/, '').replace(/_/g, ' ')} is ${key}`, () => {
      fc.assert(fc.property(validPassword, (pw) => {
        const stripped = [...pw].filter((ch) => !pattern.test(ch)).join('');
        fc.pre(stripped.length >= PASSWORD_MIN_LENGTH);
        expect(passwordVerdict(stripped)).toBe(key);
      }));
    });
  without(/[A-Z]/, 'upper_case_required');
  without(/[a-z]/, 'lower_case_required');
  without(/[0-9]/, 'digit_required');
  without(/[!@#$%^&*()_=+[\]{};:"|,.]/, 'special_char_required');

  it('the repeat must match exactly', () => {
    fc.assert(fc.property(validPassword, (pw) => {
      expect(repeatError(pw, pw)).toBeUndefined();
    }));
    fc.assert(fc.property(validPassword, fc.string({ minLength: 1 }), (pw, extra) => {
      expect(repeatError(pw, pw + extra)).toBe('passwords_mismatch');
    }));
  });
});

describe('account route', () => {
  it.each([
    ['ACTIVE', 'full', 'tabs'],
    ['INACTIVE', 'full', 'sms'],
    ['NO_PASSWORD', 'full', 'create-password'],
    ['WAITING', 'full', 'waiting'],
    ['NO_PASSWORD', 'fast', 'create-password'],
    ['ACTIVE', 'fast', 'create-password'],
    ['INACTIVE', 'fast', 'create-password'],
  ] as const)('%s %s → %s', (status, kind, route) => expect(accountRoute(status, kind)).toBe(route));
});

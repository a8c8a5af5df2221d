import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE_KEYS, accountError, isDocumentAccepted, isLogoAccepted, MAX_LOGO_BYTES, normalizeAccount } from './rules';

const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const chars = (min: number, max: number) => fc.array(alnum, { minLength: min, maxLength: max }).map((a) => a.join(''));
const kz = fc.constantFrom('KZ', 'kz', 'Kz', 'kZ');
/** Spaces people put between groups of four. */
const spaced = (s: string) => s.replace(/(.{4})/g, '$1 ').trim();

describe('account number rule', () => {
  it('KZ in any case plus 18 letters or digits passes, and is sent upper-cased without spaces', () => {
    fc.assert(fc.property(kz, chars(18, 18), fc.boolean(), (prefix, rest, withSpaces) => {
      const typed = withSpaces ? spaced(prefix + rest) : prefix + rest;
      expect(accountError(typed)).toBeUndefined();
      expect(normalizeAccount(typed)).toBe((prefix + rest).toUpperCase());
      expect(normalizeAccount(typed)).toMatch(/^KZ[0-9A-Z]{18}$/);
    }));
  });

  it('an empty field is required', () => {
    fc.assert(fc.property(fc.constantFrom('', ' ', '   '), (blank) => accountError(blank) === 'required'));
  });

  it('a wrong length is the spec key', () => {
    fc.assert(fc.property(kz, chars(0, 30).filter((s) => s.length !== 18), (prefix, rest) => accountError(prefix + rest) === 'length'));
    expect(ACCOUNT_MESSAGE_KEYS.length).toBe('register_account_bank_number_input_error');
  });

  it('another prefix is its own message', () => {
    const notKz = chars(2, 2).filter((p) => p.toUpperCase() !== 'KZ');
    fc.assert(fc.property(notKz, chars(18, 18), (prefix, rest) => accountError(prefix + rest) === 'prefix'));
  });

  it('a character that is not a Latin letter or digit is its own message', () => {
    const bad = fc.constantFrom(...'-_./#№ЖжҚқ!@+');
    fc.assert(fc.property(kz, chars(0, 9), bad, chars(0, 9), (prefix, a, ch, b) => accountError(prefix + a + ch + b) === 'characters'));
  });

  it('every error has a distinct message key', () => {
    expect(new Set(Object.values(ACCOUNT_MESSAGE_KEYS)).size).toBe(4);
  });
});

describe('file rules', () => {
  it('takes png, jpeg and jpg logos in any case up to 20 MB', () => {
    for (const name of ['logo.png', 'LOGO.PNG', 'a.b.JpEg', 'x.jpg']) expect(isLogoAccepted({ name, size: 1000 })).toBe(true);
    expect(isLogoAccepted({ name: 'logo.png', size: MAX_LOGO_BYTES })).toBe(true);
    expect(isLogoAccepted({ name: 'logo.png', size: MAX_LOGO_BYTES + 1 })).toBe(false);
    for (const name of ['logo.gif', 'logo.webp', 'logo', 'png', 'logo.png.exe']) expect(isLogoAccepted({ name, size: 1000 })).toBe(false);
  });

  it('takes the document types in any case', () => {
    for (const name of ['a.docx', 'b.XLSX', 'c.webp', 'd.jpeg', 'e.jpg', 'f.png', 'g.PDF', 'h.csv']) expect(isDocumentAccepted({ name })).toBe(true);
    for (const name of ['a.doc', 'b.xls', 'c.exe', 'd', 'e.pdf.zip']) expect(isDocumentAccepted({ name })).toBe(false);
  });
});

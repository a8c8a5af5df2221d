/**
 * Russian plural form for places that are not i18n strings (spec 1 §1):
 * 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 25 → many.
 * Fractions take the "few" form ("1,5 дня"), as Russian grammar does.
 */
export function ruPlural<T extends string>(n: number, forms: readonly [one: T, few: T, many: T]): T {
  const [one, few, many] = forms;
  if (!Number.isInteger(n)) return few;
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

export type PluralForm = 'one' | 'few' | 'many';

/**
 * The form of a count's text key in the app's languages, for texts kept as {one, few, many}:
 * Russian by its rules, English one/other (few = many), Kazakh keeps the noun singular after
 * a numeral (its texts may repeat one form).
 */
export function pluralForm(language: string, n: number): PluralForm {
  if (language.startsWith('ru')) return ruPlural(n, ['one', 'few', 'many']);
  return n === 1 ? 'one' : 'many';
}

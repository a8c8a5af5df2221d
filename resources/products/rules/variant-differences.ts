/**
 * What tells a row's variants apart at a glance (the binding drawer's list): the part of each
 * name after what all the names share — "Чехол Apple для iPhone 15, черный" beside "Чехол Apple
 * для iPhone 15" gives "черный" and nothing. Cut at a word, never inside one ("iPhone 15" and
 * "iPhone 16" give "15" and "16"). Names with nothing in common give nothing: each name says it
 * all. Identical names give nothing either: their marketplace SKU is what sets them apart.
 */
export function ownParts(names: string[]): string[] {
  if (names.length < 2) return names.map(() => '');
  let shared = names.reduce((prefix, name) => {
    let i = 0;
    while (i < prefix.length && i < name.length && prefix[i] === name[i]) i++;
    return prefix.slice(0, i);
  });
  // Back off to a word's end unless every name goes on with a separator (or ends) right there.
  const atBoundary = names.every((name) => name.length === shared.length || SEPARATOR.test(name[shared.length]));
  if (!atBoundary) shared = shared.slice(0, lastSeparator(shared) + 1);
  if (!shared.trim()) return names.map(() => '');
  return names.map((name) => name.slice(shared.length).replace(LEADING_SEPARATORS, '').trim());
}

const SEPARATOR = /[\s,;:/()–—-]/;
const LEADING_SEPARATORS = /^[\s,;:/()–—-]+/;

function lastSeparator(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (SEPARATOR.test(text[i])) return i;
  return -1;
}

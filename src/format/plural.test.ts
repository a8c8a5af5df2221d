import { describe, expect, it } from 'vitest';
import { pluralForm, ruPlural } from './plural';

const forms = ['товар', 'товара', 'товаров'] as const;

describe('ruPlural', () => {
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [101, 'товар'],
    [111, 'товаров'],
    [112, 'товаров'],
    [1001, 'товар'],
    [-21, 'товар'],
  ])('%i → %s', (n, expected) => {
    expect(ruPlural(n, forms)).toBe(expected);
  });

  it('uses the "few" form for fractions', () => {
    expect(ruPlural(1.5, forms)).toBe('товара');
  });
});

describe('pluralForm', () => {
  it.each([
    ['ru', 1, 'one'],
    ['ru', 3, 'few'],
    ['ru', 5, 'many'],
    ['ru', 21, 'one'],
    ['en', 1, 'one'],
    ['en', 2, 'many'],
    ['kz', 1, 'one'],
    ['kz', 4, 'many'],
  ] as const)('%s %d → %s', (language, n, form) => expect(pluralForm(language, n)).toBe(form));
});

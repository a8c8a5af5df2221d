import { describe, expect, it } from 'vitest';
import { GAZETTEER } from '../seed/gazetteer';
import { geocode, pointOf, suggest, words, zipOf } from './geocoder-search';

describe('gazetteer search', () => {
  it('splits words the way people type addresses', () => {
    expect(words('Алматы, пр-т Абая, д. 150/230')).toEqual(['алматы', 'пр', 'абая', 'д', '150/230']);
    expect(words('мкр. Самал-2, 58')).toEqual(['мкр', 'самал', '2', '58']);
    expect(words('Ёлочная')).toEqual(['елочная']);
  });

  it('finds a surveyed house exactly, with a postal code and a point on the street', () => {
    const found = geocode('Казахстан, Алматы, проспект Абая, 10');
    expect(found).toMatchObject({ formatted: 'Казахстан, Алматы, проспект Абая, 10', precision: 'exact' });
    expect(found?.postal_code).toMatch(/^A05[A-Z]\d[A-Z]\d$/);
    expect(found?.components.map((c) => c.kind)).toEqual(['country', 'locality', 'district', 'street', 'house']);
    expect(found?.point.latitude).toBeCloseTo(43.24, 1);
  });

  it('answers the Yandex precision words', () => {
    expect(geocode('Алматы, Абая 10а')?.precision).toBe('number');
    expect(geocode('Алматы, Абая 160')?.precision).toBe('range');
    expect(geocode('Алматы, Абая 180')).toMatchObject({ precision: 'near', formatted: 'Казахстан, Алматы, проспект Абая, 170' });
    expect(geocode('Алматы, Абая 900')?.precision).toBe('street');
    expect(geocode('Алматы, проспект Абая')?.precision).toBe('street');
    expect(geocode('Алматы')?.precision).toBe('other');
  });

  it('finds nothing for an unknown street or a street of another city', () => {
    expect(geocode('Алматы, Хогвартс 5')).toBeNull();
    expect(geocode('Шымкент, Мангилик Ел 55')).toBeNull();
  });

  it('knows micro-districts, old names and each city', () => {
    expect(geocode('Алматы, мкр Самал-2, 58')).toMatchObject({ precision: 'exact', formatted: 'Казахстан, Алматы, микрорайон Самал-2, 58' });
    expect(geocode('Алматы, ул. Фурманова 100')?.formatted).toBe('Казахстан, Алматы, проспект Назарбаева, 100');
    expect(geocode('Астана, Мангилик Ел 20')?.postal_code).toMatch(/^Z05/);
    expect(geocode('Шымкент, Тауке хана 31')?.postal_code).toMatch(/^X17/);
  });

  it('gives the same postal code to a block of 20 houses', () => {
    const [almaty] = GAZETTEER;
    const abay = almaty.places[0];
    expect(zipOf(almaty, abay, 1)).toBe(zipOf(almaty, abay, 20));
    expect(pointOf(abay, 1)[0]).not.toBe(pointOf(abay, 2)[0]);
  });

  it('suggests streets for a word prefix and houses for a number prefix, in the named city', () => {
    expect(suggest('Алматы, аба', 5).map((s) => s.title)).toEqual(['проспект Абая']);
    expect(suggest('Алматы, Абая 1', 5).map((s) => s.title)).toEqual([
      'проспект Абая, 1', 'проспект Абая, 10', 'проспект Абая, 11', 'проспект Абая, 12', 'проспект Абая, 13',
    ]);
    expect(suggest('Астана, аба', 5)[0]).toEqual({ title: 'проспект Абая', subtitle: 'Астана, Казахстан', text: 'Казахстан, Астана, проспект Абая' });
    expect(suggest('Алматы, с', 5)).toHaveLength(5);
    expect(suggest('Алматы', 5)).toEqual([]);
  });

  it('every suggestion geocodes', () => {
    for (const s of [...suggest('Алматы, самал 2 5', 5), ...suggest('Шымкент, нурсат 1', 5), ...suggest('Астана, кен', 5)]) {
      expect(geocode(s.text), s.text).not.toBeNull();
    }
  });
});

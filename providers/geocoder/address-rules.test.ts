import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressProblem,
  DEFAULT_CENTER,
  HOUSE_MISSING_PRECISIONS,
  mapView,
  OK_PRECISIONS,
  precisionProblem,
  problemKey,
  queryWithCity,
  streetLine,
} from './address-rules';
import type { GeocodedAddress } from './types';

const address = (patch: Partial<GeocodedAddress> = {}): GeocodedAddress => ({
  formatted: 'Казахстан, Алматы, проспект Абая, 10',
  precision: 'exact',
  point: { latitude: 43.24, longitude: 76.95 },
  zipcode: 'A05C9Y3',
  country: 'Казахстан',
  locality: 'Алматы',
  district: '',
  street: 'проспект Абая',
  house: '10',
  ...patch,
});

const nonBlank = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '');
const blank = fc.constantFrom('', ' ', '  ');
// Any precision the spec does not name (Yandex may add values; a typo must not pass).
const unknownPrecision = fc.string({ maxLength: 12 }).filter((s) => !OK_PRECISIONS.includes(s) && !HOUSE_MISSING_PRECISIONS.includes(s));

describe('precision rules', () => {
  it('exact and number are fine', () => {
    for (const p of ['exact', 'number']) expect(precisionProblem(p)).toBeNull();
  });

  it('near, range, street and other need a house number', () => {
    for (const p of ['near', 'range', 'street', 'other']) expect(precisionProblem(p)).toBe('needsHouse');
  });

  it('any other precision needs clarifying', () => {
    fc.assert(fc.property(unknownPrecision, (p) => precisionProblem(p) === 'needsClarification'));
  });

  it('nothing found is "not found"', () => {
    expect(addressProblem(null)).toBe('notFound');
  });

  it('an exact address with a street or a district and a house passes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OK_PRECISIONS), nonBlank, fc.boolean(), nonBlank, (precision, place, asDistrict, house) => {
        const result = asDistrict ? address({ precision, street: '', district: place, house }) : address({ precision, street: place, house });
        return addressProblem(result) === null;
      }),
    );
  });

  it('a good precision without a house still needs the house', () => {
    fc.assert(fc.property(fc.constantFrom(...OK_PRECISIONS), blank, (precision, house) => addressProblem(address({ precision, house })) === 'needsHouse'));
  });

  it('a good precision with neither street nor district needs clarifying', () => {
    fc.assert(fc.property(fc.constantFrom(...OK_PRECISIONS), blank, blank, (precision, street, district) => addressProblem(address({ precision, street, district })) === 'needsClarification'));
  });

  it('the precision verdict wins over the components', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOUSE_MISSING_PRECISIONS), fc.option(nonBlank, { nil: '' }), (precision, house) => addressProblem(address({ precision, house })) === 'needsHouse'),
    );
    fc.assert(fc.property(unknownPrecision, (precision) => addressProblem(address({ precision })) === 'needsClarification'));
  });

  it('every problem has a message key', () => {
    expect(problemKey('notFound')).toBe('address.errors.notFound');
  });
});

describe('query and view', () => {
  it('puts the city first unless the text names it', () => {
    expect(queryWithCity('Алматы', 'Абая 10')).toBe('Алматы, Абая 10');
    expect(queryWithCity('Алматы', 'алматы, Абая 10')).toBe('алматы, Абая 10');
    expect(queryWithCity('', ' Абая ')).toBe('Абая');
    expect(queryWithCity('Астана', '')).toBe('Астана');
  });

  it('always holds the city for any typed text', () => {
    fc.assert(fc.property(fc.constantFrom('Алматы', 'Астана', 'Шымкент'), fc.string(), (city, text) => queryWithCity(city, text).toLowerCase().includes(city.toLowerCase())));
  });

  it('keeps street (or district) and house as the street line', () => {
    expect(streetLine(address())).toBe('проспект Абая, 10');
    expect(streetLine(address({ street: '', district: 'микрорайон Самал-2', house: '58' }))).toBe('микрорайон Самал-2, 58');
  });

  it('zooms to 17 on a known address, else 12 on the default centre', () => {
    expect(mapView(null)).toEqual({ center: DEFAULT_CENTER, zoom: 12 });
    expect(mapView({ latitude: 51.1, longitude: 71.4 })).toEqual({ center: { latitude: 51.1, longitude: 71.4 }, zoom: 17 });
    expect(DEFAULT_CENTER).toEqual({ latitude: 43.238293, longitude: 76.945465 });
  });
});

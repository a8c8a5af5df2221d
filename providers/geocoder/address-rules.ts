import type { ChosenAddress, GeocodedAddress, GeoPoint } from './types';

/**
 * What makes a geocoded address usable (spec 1 §5 and spec 3 §5 "Address"), above the
 * geocoder interface so that the Yandex and the sandbox geocoders are judged alike:
 * - precision exact or number: fine;
 * - near, range, street or other: "inexact, a house number is needed";
 * - any other precision: "inexact, needs clarifying";
 * - nothing found: "address not found";
 * - and a usable address names a street (or a district) and a house.
 * Suggestions: debounced 300 ms, the city is part of the query, 5 results.
 */
export type AddressProblem = 'notFound' | 'needsHouse' | 'needsClarification';

export const OK_PRECISIONS: readonly string[] = ['exact', 'number'];
export const HOUSE_MISSING_PRECISIONS: readonly string[] = ['near', 'range', 'street', 'other'];

export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_LIMIT = 5;

/** Spec 1 §9: the default map centre (Almaty) and zooms. */
export const DEFAULT_CENTER: GeoPoint = { latitude: 43.238293, longitude: 76.945465 };
export const ZOOM_DEFAULT = 12;
/** Spec 1 §2, spec 3 §9: the default city, Almaty. */
export const DEFAULT_CITY_ID = '750000000';
export const ZOOM_ADDRESS = 17;

/** The problem a precision value alone reveals, or null when it is good enough. */
export function precisionProblem(precision: string): AddressProblem | null {
  if (OK_PRECISIONS.includes(precision)) return null;
  if (HOUSE_MISSING_PRECISIONS.includes(precision)) return 'needsHouse';
  return 'needsClarification';
}

/** Why the geocode result cannot be used, or null when it can. */
export function addressProblem(result: GeocodedAddress | null): AddressProblem | null {
  if (!result) return 'notFound';
  const byPrecision = precisionProblem(result.precision);
  if (byPrecision) return byPrecision;
  if (!result.street.trim() && !result.district.trim()) return 'needsClarification';
  if (!result.house.trim()) return 'needsHouse';
  return null;
}

/** Translation key of a problem's message (texts in src/address/texts.ts). */
export function problemKey(problem: AddressProblem): string {
  return `address.errors.${problem}`;
}

/** The query sent to the geocoder: the city first, unless the text already names it. */
export function queryWithCity(city: string, text: string): string {
  const typed = text.trim();
  const name = city.trim();
  if (!name) return typed;
  if (typed.toLowerCase().includes(name.toLowerCase())) return typed;
  return typed ? `${name}, ${typed}` : name;
}

/** The precision of an address typed by hand (no geocoder configured). */
export const MANUAL_PRECISION = 'manual';
/** The country of every address here (spec 1 §2: Kazakhstan); the formatted text names it as geocoders do. */
const COUNTRY = 'Казахстан';

/**
 * An address typed by hand where no geocoder is configured: a street (or district) and a house
 * are what a valid address needs (spec 1 §5), so without either there is none; the problem says
 * which is missing, with the spec's own messages. No map pin and no zip code of its own.
 */
export function manualAddress(parts: { street: string; house: string; city: string }): { address: ChosenAddress | null; problem: 'required' | 'needsHouse' | null } {
  const street = parts.street.trim().replace(/\s+/g, ' ');
  const house = parts.house.trim();
  if (!street) return { address: null, problem: 'required' };
  if (!house) return { address: null, problem: 'needsHouse' };
  const city = parts.city.trim();
  return {
    address: {
      formatted: [COUNTRY, city, street, house].filter(Boolean).join(', '),
      precision: MANUAL_PRECISION,
      point: null,
      zipcode: '',
      country: COUNTRY,
      locality: city,
      district: '',
      street,
      house,
    },
    problem: null,
  };
}

/** "проспект Абая, 10" (or "микрорайон Самал-2, 58"): what the street field keeps once geocoded. */
export function streetLine(address: Pick<ChosenAddress, 'street' | 'district' | 'house'>): string {
  return [address.street || address.district, address.house].filter(Boolean).join(', ');
}

/** Where the map looks, and how close. */
export function mapView(point: GeoPoint | null | undefined): { center: GeoPoint; zoom: number } {
  return point ? { center: point, zoom: ZOOM_ADDRESS } : { center: DEFAULT_CENTER, zoom: ZOOM_DEFAULT };
}

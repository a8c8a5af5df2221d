import { COUNTRY, GAZETTEER, type GazetteerCity, type GazetteerPlace, type LatLon } from '../seed/gazetteer';
import { createRandom } from '../seed/random';

/**
 * Matching free text against the gazetteer (pure; the routes are in geocoder.ts). The text
 * is split into words: city names, street-type words (улица, пр., мкр ...) and the country
 * are recognised, a word like 10, 10а or 150/230 is a house, every other word must belong to
 * the place's name. Suggestions accept word prefixes (the user is still typing); geocoding
 * wants whole words, and a word it cannot place means "nothing found".
 */
export interface GeoComponent {
  kind: 'country' | 'locality' | 'district' | 'street' | 'house';
  name: string;
}

export interface GeoResult {
  formatted: string;
  precision: 'exact' | 'number' | 'near' | 'range' | 'street' | 'other';
  postal_code?: string;
  components: GeoComponent[];
  point: { latitude: number; longitude: number };
}

export interface GeoSuggestion {
  title: string;
  subtitle: string;
  text: string;
}

const TYPE_WORDS = new Set(['улица', 'ул', 'проспект', 'пр', 'просп', 'пр-т', 'микрорайон', 'мкр', 'мкрн', 'мкр-н', 'бульвар', 'бул', 'переулок', 'пер', 'дом', 'д']);
const COUNTRY_WORDS = new Set(['казахстан', 'kazakhstan', 'рк']);
const HOUSE_RE = /^(\d{1,4})(?:\/(\d{1,4}))?([а-яa-z])?$/;

/** Lower case, ё → е, punctuation (but the house slash) to spaces, words split on spaces and hyphens. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/пр-т/g, 'пр')
    .replace(/мкр-н/g, 'мкр')
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}

/** The words of a place's name that identify it (the type word left out). */
function nameWords(name: string): string[] {
  return words(name).filter((w) => !TYPE_WORDS.has(w));
}

function spellings(place: GazetteerPlace): string[][] {
  return [place.name, ...(place.aliases ?? [])].map(nameWords);
}

interface Parsed {
  city: GazetteerCity | undefined;
  /** True when a city name was found in the text. */
  cityNamed: boolean;
  rest: string[];
}

/** Takes the city (and the country) out of the words. */
function parse(text: string): Parsed {
  let rest = words(text).filter((w) => !COUNTRY_WORDS.has(w));
  for (const city of GAZETTEER) {
    for (const alias of city.aliases) {
      const phrase = alias.split(' ');
      const at = rest.findIndex((_, i) => phrase.every((p, j) => rest[i + j] === p));
      if (at >= 0) {
        rest = [...rest.slice(0, at), ...rest.slice(at + phrase.length)];
        return { city, cityNamed: true, rest };
      }
    }
  }
  return { city: undefined, cityNamed: false, rest };
}

/**
 * Consumes the words that spell the place. Returns the words left over, or null when a
 * word of the place's name was not given. `prefix`: a typed word may be the start of a name word.
 */
function match(place: GazetteerPlace, input: string[], prefix: boolean): string[] | null {
  const meaningful = input.filter((w) => !TYPE_WORDS.has(w));
  for (const spelling of spellings(place)) {
    const unused = [...spelling];
    const left: string[] = [];
    let consumed = 0;
    for (const word of meaningful) {
      const i = unused.findIndex((n) => (prefix && !/^\d+$/.test(word) ? n.startsWith(word) : n === word));
      if (i >= 0) {
        unused.splice(i, 1);
        consumed++;
      } else left.push(word);
    }
    if (consumed > 0 && (prefix || unused.length === 0)) return left;
  }
  return null;
}

const LETTERS = 'ABCDEFHKMNPRTXYZ';
/** Kazpost-style code, stable per block of 20 houses. */
export function zipOf(city: GazetteerCity, place: GazetteerPlace, house: number): string {
  const r = createRandom(`zip:${city.id}:${place.name}:${Math.floor((house - 1) / 20)}`);
  return `${place.zip}${r.pick([...LETTERS])}${r.int(0, 9)}${r.pick([...LETTERS])}${r.int(0, 9)}`;
}

/** House n's point: along the place's line, odd and even numbers 15 m apart. */
export function pointOf(place: GazetteerPlace, house: number): LatLon {
  const t = place.last <= 1 ? 0 : (Math.min(house, place.last) - 1) / (place.last - 1);
  const side = place.kind === 'street' ? (house % 2 === 0 ? 0.00007 : -0.00007) : 0;
  const lat = place.from[0] + (place.to[0] - place.from[0]) * t + side;
  const lon = place.from[1] + (place.to[1] - place.from[1]) * t - side;
  return [Number(lat.toFixed(6)), Number(lon.toFixed(6))];
}

const point = ([latitude, longitude]: LatLon) => ({ latitude, longitude });

function placeComponents(city: GazetteerCity, place: GazetteerPlace): GeoComponent[] {
  return [
    { kind: 'country', name: COUNTRY },
    { kind: 'locality', name: city.name },
    { kind: 'district', name: place.area },
    { kind: place.kind === 'district' ? 'district' : 'street', name: place.name },
  ];
}

/** The place alone (no house, or one far past the last): precision street, no postal code. */
function streetResult(city: GazetteerCity, place: GazetteerPlace): GeoResult {
  return {
    formatted: `${COUNTRY}, ${city.name}, ${place.name}`,
    precision: 'street',
    components: placeComponents(city, place),
    point: point(pointOf(place, Math.ceil(place.last / 2))),
  };
}

function houseResult(city: GazetteerCity, place: GazetteerPlace, houseWord: string): GeoResult {
  const [, numberText, , letter] = HOUSE_RE.exec(houseWord) ?? [];
  const n = Number(numberText);
  const components = placeComponents(city, place);
  if (n < 1 || n > place.last + 20) return streetResult(city, place);
  const near = n > place.last;
  const house = near ? String(place.last) : houseWord;
  const precision = near ? 'near' : n > place.surveyed ? 'range' : letter ? 'number' : 'exact';
  return {
    formatted: `${COUNTRY}, ${city.name}, ${place.name}, ${house}`,
    precision,
    postal_code: zipOf(city, place, Math.min(n, place.last)),
    components: [...components, { kind: 'house', name: house }],
    point: point(pointOf(place, n)),
  };
}

/** The best match of the text, or null. */
export function geocode(text: string): GeoResult | null {
  const { city, cityNamed, rest } = parse(text);
  const cities = city ? [city] : GAZETTEER;
  for (const c of cities) {
    for (const place of c.places) {
      const left = match(place, rest, false);
      if (!left) continue;
      if (left.length === 0) return streetResult(c, place);
      if (left.length === 1 && HOUSE_RE.test(left[0])) return houseResult(c, place, left[0]);
    }
  }
  const meaningful = rest.filter((w) => !TYPE_WORDS.has(w));
  if (city && cityNamed && meaningful.length === 0) {
    return {
      formatted: `${COUNTRY}, ${city.name}`,
      precision: 'other',
      components: [{ kind: 'country', name: COUNTRY }, { kind: 'locality', name: city.name }],
      point: point(city.center),
    };
  }
  return null;
}

/** Up to `limit` completions: places whose names start with the typed words, then houses. */
export function suggest(text: string, limit: number): GeoSuggestion[] {
  const { city, rest } = parse(text);
  if (rest.filter((w) => !TYPE_WORDS.has(w)).length === 0) return [];
  const out: GeoSuggestion[] = [];
  for (const c of city ? [city] : GAZETTEER) {
    for (const place of c.places) {
      const left = match(place, rest, true);
      if (!left || left.length > 1) continue;
      const subtitle = `${c.name}, ${COUNTRY}`;
      if (left.length === 0) {
        out.push({ title: place.name, subtitle, text: `${COUNTRY}, ${c.name}, ${place.name}` });
        continue;
      }
      const typed = left[0];
      if (!/^\d{1,4}/.test(typed)) continue;
      const houses = HOUSE_RE.test(typed) && !/^\d+$/.test(typed) ? [typed] : housesStartingWith(place, typed, limit);
      for (const h of houses) out.push({ title: `${place.name}, ${h}`, subtitle, text: `${COUNTRY}, ${c.name}, ${place.name}, ${h}` });
    }
  }
  return out.slice(0, limit);
}

function housesStartingWith(place: GazetteerPlace, typed: string, limit: number): string[] {
  const out: string[] = [];
  for (let n = 1; n <= place.last && out.length < limit; n++) {
    if (String(n).startsWith(typed)) out.push(String(n));
  }
  return out;
}

/** Metres between two points (equirectangular: fine at city scale). */
function metres(a: LatLon, b: LatLon): number {
  const k = Math.PI / 180;
  const x = (b[1] - a[1]) * k * Math.cos(((a[0] + b[0]) / 2) * k);
  const y = (b[0] - a[0]) * k;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

/** How far a reverse geocode looks for a house. */
export const REVERSE_RADIUS_M = 400;

/**
 * The house nearest to a point (a pin moved on the map): along each place's line, the
 * nearest of the houses there, answered like a geocode of that house; null when no house
 * of the gazetteer lies within REVERSE_RADIUS_M.
 */
export function reverse(latitude: number, longitude: number): GeoResult | null {
  const at: LatLon = [latitude, longitude];
  let best: { city: GazetteerCity; place: GazetteerPlace; house: number; distance: number } | null = null;
  for (const city of GAZETTEER) {
    for (const place of city.places) {
      const [dy, dx] = [place.to[0] - place.from[0], place.to[1] - place.from[1]];
      const length2 = dx * dx + dy * dy;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((latitude - place.from[0]) * dy + (longitude - place.from[1]) * dx) / length2));
      const middle = Math.round(t * (place.last - 1)) + 1;
      for (const house of [middle - 1, middle, middle + 1].filter((n) => n >= 1 && n <= place.last)) {
        const distance = metres(at, pointOf(place, house));
        if (!best || distance < best.distance) best = { city, place, house, distance };
      }
    }
  }
  if (!best || best.distance > REVERSE_RADIUS_M) return null;
  return houseResult(best.city, best.place, String(best.house));
}

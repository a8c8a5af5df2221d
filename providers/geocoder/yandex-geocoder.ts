import type { HttpClient } from '../http/client';
import { addressFrom, isComponent } from './components';
import type { GeocodedAddress, Geocoder } from './types';
import { loadYmaps3, type Ymaps3Api } from './yandex-loader';

/**
 * The Yandex geocoder, used when a maps key is configured (config.mapsApiKey).
 * - Suggestions: the JS API v3's ymaps3.suggest (typed by @yandex/ymaps3-types).
 * - Geocode: the HTTP Geocoder (geocode-maps.yandex.ru/1.x, same key), because the JS API's
 *   search answers no precision and no address components, and the spec's rules need both.
 */
export const YANDEX_GEOCODE_URL = 'https://geocode-maps.yandex.ru/1.x/';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, ...path: string[]): unknown => path.reduce<unknown>((node, key) => (isObj(node) ? node[key] : undefined), value);

/** The first GeoObject of an HTTP Geocoder answer, or null when none (or the shape is not one). */
export function parseYandexGeocode(answer: unknown): GeocodedAddress | null {
  const members = at(answer, 'response', 'GeoObjectCollection', 'featureMember');
  const first = Array.isArray(members) ? at(members[0], 'GeoObject') : undefined;
  if (!isObj(first)) return null;
  const meta = at(first, 'metaDataProperty', 'GeocoderMetaData');
  const pos = at(first, 'Point', 'pos');
  const [longitude, latitude] = typeof pos === 'string' ? pos.split(' ').map(Number) : [];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const components = at(meta, 'Address', 'Components');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return addressFrom({
    formatted: text(at(meta, 'Address', 'formatted')) || text(at(meta, 'text')),
    precision: text(at(meta, 'precision')),
    point: { latitude, longitude },
    zipcode: text(at(meta, 'Address', 'postal_code')),
    components: Array.isArray(components) ? components.filter(isComponent) : [],
  });
}

export function createYandexGeocoder(http: HttpClient, apiKey: string, load: (key: string) => Promise<Ymaps3Api> = loadYmaps3): Geocoder {
  return {
    kind: 'yandex',
    async suggest(text, { limit, signal }) {
      if (!text.trim()) return [];
      const api = await load(apiKey);
      const items = await api.suggest({ text, limit });
      signal?.throwIfAborted();
      return items.slice(0, limit).map((item) => {
        const subtitle = item.subtitle?.text ?? '';
        return { title: item.title.text, subtitle, text: item.address?.formattedAddress ?? [subtitle, item.title.text].filter(Boolean).join(', ') };
      });
    },
    async geocode(text, options) {
      if (!text.trim()) return null;
      const answer = await http.request<unknown>({
        path: YANDEX_GEOCODE_URL,
        query: { apikey: apiKey, geocode: text, format: 'json', results: 1, lang: 'ru_RU' },
        token: 'none',
        signal: options?.signal,
      });
      return parseYandexGeocode(answer);
    },
    // Reverse geocoding: the same HTTP Geocoder with "longitude,latitude", the nearest house.
    async reverse({ latitude, longitude }, options) {
      const answer = await http.request<unknown>({
        path: YANDEX_GEOCODE_URL,
        query: { apikey: apiKey, geocode: `${longitude},${latitude}`, kind: 'house', format: 'json', results: 1, lang: 'ru_RU' },
        token: 'none',
        signal: options?.signal,
      });
      return parseYandexGeocode(answer);
    },
  };
}

import type { HttpClient } from '../http/client';
import { addressFrom, type AddressComponent } from './components';
import type { AddressSuggestion, Geocoder } from './types';

/**
 * The sandbox's offline geocoder over HTTP (designed with it: sandbox/modules/geocoder.ts):
 *   GET /geocoder/api/v1/suggest?text=&limit=  → {results: [{title, subtitle, text}]}
 *   GET /geocoder/api/v1/geocode?text=         → {results: [{formatted, precision, postal_code?, components, point}]}
 *   GET /geocoder/api/v1/reverse?lat=&lon=     → the same, for the house nearest the point
 * No token: a maps service is keyed, not signed in.
 */
interface SuggestAnswer {
  results: AddressSuggestion[];
}

interface GeocodeAnswer {
  results: Array<{
    formatted: string;
    precision: string;
    postal_code?: string;
    components: AddressComponent[];
    point: { latitude: number; longitude: number };
  }>;
}

function first(answer: GeocodeAnswer) {
  const best = answer.results[0];
  if (!best) return null;
  return addressFrom({ formatted: best.formatted, precision: best.precision, point: best.point, zipcode: best.postal_code, components: best.components });
}

export function createSandboxGeocoder(http: HttpClient): Geocoder {
  return {
    kind: 'sandbox',
    async suggest(text, { limit, signal }) {
      if (!text.trim()) return [];
      const answer = await http.request<SuggestAnswer>({ path: '/geocoder/api/v1/suggest', query: { text, limit }, token: 'none', signal });
      return answer.results.slice(0, limit);
    },
    async geocode(text, options) {
      if (!text.trim()) return null;
      return first(await http.request<GeocodeAnswer>({ path: '/geocoder/api/v1/geocode', query: { text }, token: 'none', signal: options?.signal }));
    },
    async reverse({ latitude, longitude }, options) {
      return first(await http.request<GeocodeAnswer>({ path: '/geocoder/api/v1/reverse', query: { lat: latitude, lon: longitude }, token: 'none', signal: options?.signal }));
    },
  };
}

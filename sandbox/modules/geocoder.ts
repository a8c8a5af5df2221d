import type { SandboxModule } from '../types';
import { badRequest, intParam, queryParam } from '../http';
import { geocode, reverse, suggest } from './geocoder-search';

/**
 * The offline geocoder (designed here: the app's maps service is not a marketplace call),
 * standing in for the Yandex geocoder when no maps key is configured. No token: like a
 * maps API it is keyed, not signed in.
 *   GET /geocoder/api/v1/suggest?text=&limit=   → {results: [{title, subtitle, text}]}   limit 1..10, default 5
 *   GET /geocoder/api/v1/geocode?text=          → {results: [{formatted, precision, postal_code?, components[{kind,name}], point{latitude,longitude}}]}
 *                                                 (empty list = nothing found)
 *   GET /geocoder/api/v1/reverse?lat=&lon=      → the same answer for the house nearest the point
 *                                                 (within 400 m; empty list = none), for a moved map pin
 */
const MAX_TEXT = 200;

function textParam(c: Parameters<typeof queryParam>[0]): string {
  const text = queryParam(c, 'text');
  if (text === undefined || text.trim() === '') badRequest('text is required');
  if (text.length > MAX_TEXT) badRequest(`text must be at most ${MAX_TEXT} characters`);
  return text;
}

export const geocoderModule: SandboxModule = {
  name: 'geocoder',
  register(app) {
    app.get('/geocoder/api/v1/suggest', (c) => {
      const text = textParam(c);
      const limit = intParam(c, 'limit', 5, 1, 10);
      return c.json({ results: suggest(text, limit) });
    });

    app.get('/geocoder/api/v1/reverse', (c) => {
      const coordinate = (name: string, max: number) => {
        const raw = queryParam(c, name);
        const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
        if (!Number.isFinite(value) || Math.abs(value) > max) badRequest(`${name} must be a number from -${max} to ${max}`);
        return value;
      };
      const found = reverse(coordinate('lat', 90), coordinate('lon', 180));
      return c.json({ results: found ? [found] : [] });
    });

    app.get('/geocoder/api/v1/geocode', (c) => {
      const found = geocode(textParam(c));
      return c.json({ results: found ? [found] : [] });
    });
  },
};

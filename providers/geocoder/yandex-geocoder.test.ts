import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, RequestOptions } from '../http/client';
import { addressProblem } from './address-rules';
import { createYandexGeocoder, parseYandexGeocode, YANDEX_GEOCODE_URL } from './yandex-geocoder';
import type { Ymaps3Api } from './yandex-loader';

/** An HTTP Geocoder answer as documented (one featureMember), trimmed to what is read. */
const answer = (precision: string, house = '10') => ({
  response: {
    GeoObjectCollection: {
      featureMember: [
        {
          GeoObject: {
            Point: { pos: '76.954 43.2419' },
            metaDataProperty: {
              GeocoderMetaData: {
                precision,
                text: 'Казахстан, Алматы, проспект Абая, 10',
                Address: {
                  formatted: 'Казахстан, Алматы, проспект Абая, 10',
                  postal_code: 'A05C9Y3',
                  Components: [
                    { kind: 'country', name: 'Казахстан' },
                    { kind: 'locality', name: 'Алматы' },
                    { kind: 'district', name: 'Алмалинский район' },
                    { kind: 'street', name: 'проспект Абая' },
                    ...(house ? [{ kind: 'house', name: house }] : []),
                  ],
                },
              },
            },
          },
        },
      ],
    },
  },
});

describe('the Yandex geocoder', () => {
  it('reads precision, components, postal code and the lon-lat point', () => {
    expect(parseYandexGeocode(answer('exact'))).toEqual({
      formatted: 'Казахстан, Алматы, проспект Абая, 10', precision: 'exact', point: { latitude: 43.2419, longitude: 76.954 }, zipcode: 'A05C9Y3',
      country: 'Казахстан', locality: 'Алматы', district: 'Алмалинский район', street: 'проспект Абая', house: '10',
    });
  });

  it('is judged by the same rules as the sandbox', () => {
    expect(addressProblem(parseYandexGeocode(answer('number')))).toBeNull();
    expect(addressProblem(parseYandexGeocode(answer('street', '')))).toBe('needsHouse');
    expect(addressProblem(parseYandexGeocode(answer('locality')))).toBe('needsClarification');
    expect(addressProblem(parseYandexGeocode({ response: { GeoObjectCollection: { featureMember: [] } } }))).toBe('notFound');
  });

  it('treats a malformed answer as nothing found', () => {
    expect(parseYandexGeocode(null)).toBeNull();
    expect(parseYandexGeocode({ response: { GeoObjectCollection: { featureMember: [{ GeoObject: { Point: { pos: 'x' } } }] } } })).toBeNull();
  });

  it('geocodes over the HTTP Geocoder with the key, and suggests through ymaps3', async () => {
    const calls: RequestOptions[] = [];
    const http: HttpClient = { request: async <T,>(opts: RequestOptions) => { calls.push(opts); return answer('exact') as T; } };
    const suggest = vi.fn(async () => [{ title: { text: 'проспект Абая, 10', hl: [] }, subtitle: { text: 'Алматы, Казахстан', hl: [] }, value: 'x' }]);
    const load = vi.fn(async () => ({ suggest }) as unknown as Ymaps3Api);
    const geocoder = createYandexGeocoder(http, 'KEY', load);

    expect(await geocoder.suggest('Алматы, Абая 10', { limit: 5 })).toEqual([{ title: 'проспект Абая, 10', subtitle: 'Алматы, Казахстан', text: 'Алматы, Казахстан, проспект Абая, 10' }]);
    expect(suggest).toHaveBeenCalledWith({ text: 'Алматы, Абая 10', limit: 5 });
    expect(load).toHaveBeenCalledWith('KEY');

    expect((await geocoder.geocode('Алматы, Абая 10'))?.house).toBe('10');
    expect(calls[0]).toMatchObject({ path: YANDEX_GEOCODE_URL, token: 'none', query: { apikey: 'KEY', geocode: 'Алматы, Абая 10', format: 'json', results: 1 } });
  });

  it('reverse-geocodes a moved pin as "longitude,latitude", nearest house', async () => {
    const calls: RequestOptions[] = [];
    const http: HttpClient = { request: async <T,>(opts: RequestOptions) => { calls.push(opts); return answer('exact') as T; } };
    const geocoder = createYandexGeocoder(http, 'KEY', vi.fn());
    expect((await geocoder.reverse({ latitude: 43.24, longitude: 76.95 }))?.house).toBe('10');
    expect(calls[0]).toMatchObject({ path: YANDEX_GEOCODE_URL, token: 'none', query: { apikey: 'KEY', geocode: '76.95,43.24', kind: 'house', format: 'json', results: 1 } });
  });
});

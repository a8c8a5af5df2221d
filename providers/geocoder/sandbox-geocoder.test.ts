import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { geocoderModule } from '../../sandbox/modules/geocoder';
import { readConfig } from '../config';
import { buildUrl, type HttpClient, type RequestOptions } from '../http/client';
import { addressProblem, queryWithCity, SUGGEST_LIMIT } from './address-rules';
import { createSandboxGeocoder } from './sandbox-geocoder';

/** The sandbox app in memory, called through the same URLs the http client would build. */
const sandbox = createSandbox({ stateFile: '', modules: [geocoderModule] });
const sent: string[] = [];
const http: HttpClient = {
  async request<T>(opts: RequestOptions): Promise<T> {
    const url = buildUrl(readConfig({}), opts.path, opts.query);
    sent.push(url);
    const res = await sandbox.app.request(url);
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  },
};
const geocoder = createSandboxGeocoder(http);
afterAll(() => sandbox.close());

describe('the sandbox geocoder', () => {
  it('asks for suggestions with the text and the limit, and keeps at most the limit', async () => {
    const found = await geocoder.suggest(queryWithCity('Алматы', 'Абая 1'), { limit: SUGGEST_LIMIT });
    const url = new URL(sent.at(-1) ?? '', 'http://x');
    expect([url.pathname, url.searchParams.get('text'), url.searchParams.get('limit')]).toEqual(['/geocoder/api/v1/suggest', 'Алматы, Абая 1', '5']);
    expect(found).toHaveLength(5);
    expect(found[0]).toEqual({ title: 'проспект Абая, 1', subtitle: 'Алматы, Казахстан', text: 'Казахстан, Алматы, проспект Абая, 1' });
  });

  it('sends nothing for blank text', async () => {
    const before = sent.length;
    expect(await geocoder.suggest('  ', { limit: 5 })).toEqual([]);
    expect(await geocoder.geocode('')).toBeNull();
    expect(sent).toHaveLength(before);
  });

  it('geocodes a chosen suggestion into a usable address with zip code and point', async () => {
    const [first] = await geocoder.suggest('Астана, Мангилик Ел 5', { limit: 5 });
    const address = await geocoder.geocode(first.text);
    expect(address).toMatchObject({
      precision: 'exact', country: 'Казахстан', locality: 'Астана', district: 'район Есиль', street: 'проспект Мангилик Ел', house: '5',
    });
    expect(address?.zipcode).toMatch(/^Z05[A-Z]\d[A-Z]\d$/);
    expect(address?.point.latitude).toBeGreaterThan(51);
    expect(addressProblem(address)).toBeNull();
  });

  it('takes the micro-district as the district, so it may stand in for a street', async () => {
    const address = await geocoder.geocode('Алматы, мкр Самал-2, 58');
    expect(address).toMatchObject({ street: '', district: 'микрорайон Самал-2', house: '58' });
    expect(addressProblem(address)).toBeNull();
  });

  it('gives each of the three problems', async () => {
    expect(addressProblem(await geocoder.geocode('Алматы, проспект Абая'))).toBe('needsHouse');
    expect(addressProblem(await geocoder.geocode('Алматы, Абая 160'))).toBe('needsHouse'); // range
    expect(addressProblem(await geocoder.geocode('Алматы'))).toBe('needsHouse'); // other
    expect(addressProblem(await geocoder.geocode('Алматы, Хогвартс 5'))).toBe('notFound');
  });

  it('passes the sandbox errors on (text too long)', async () => {
    await expect(geocoder.geocode('а'.repeat(201))).rejects.toThrow(/400/);
  });
});

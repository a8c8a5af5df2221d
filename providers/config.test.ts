import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_VARIABLES, parsePageConfig, readConfig, readPageConfig, resolveUrl } from './config';

describe('configuration', () => {
  it('defaults to the same origin (the embedded sandbox)', () => {
    const cfg = readConfig({});
    expect(resolveUrl(cfg, '/oms/api/v3/merchant/orders')).toBe('/oms/api/v3/merchant/orders');
    expect(cfg.dictionaryUrl).toBe('/translations/api/v1/dictionary');
  });

  it('applies the base URL and a per-service override by the path’s first segment', () => {
    const cfg = readConfig({ VITE_API_BASE_URL: 'https://staging.example.kz/', VITE_API_URL_MERCHANT_PROFILE: 'https://mp.example.kz' });
    expect(resolveUrl(cfg, '/oms/api/v3/merchant/orders')).toBe('https://staging.example.kz/oms/api/v3/merchant/orders');
    expect(resolveUrl(cfg, '/merchant-profile/api/v1/profile')).toBe('https://mp.example.kz/merchant-profile/api/v1/profile');
    expect(resolveUrl(cfg, 'https://cdn.example.kz/x')).toBe('https://cdn.example.kz/x');
  });

  it('refuses a malformed URL by name', () => {
    expect(() => readConfig({ VITE_API_BASE_URL: 'staging.example.kz' })).toThrow('config: VITE_API_BASE_URL must be an http(s) URL or a path, got "staging.example.kz"');
    expect(() => readConfig({ VITE_DICTIONARY_URL: 'dictionary' })).toThrow('config: VITE_DICTIONARY_URL must be an http(s) URL or a path, got "dictionary"');
    expect(() => readConfig({ VITE_API_URL_OMS: 'oms' })).toThrow('config: VITE_API_URL_OMS must be an http(s) URL, got "oms"');
    expect(() => readConfig({ VITE_API_URL_OMS: '/oms' })).toThrow('config: VITE_API_URL_OMS must be an http(s) URL, got "/oms"');
  });

  it('the designed pickup-points bulk call is off unless asked for, and a mistyped switch is refused by name', () => {
    expect(readConfig({}).pickupPointsBulkCall).toBe(false);
    expect(readConfig({ VITE_PICKUP_POINTS_BULK_CALL: 'off' }).pickupPointsBulkCall).toBe(false);
    expect(readConfig({ VITE_PICKUP_POINTS_BULK_CALL: 'on' }).pickupPointsBulkCall).toBe(true);
    expect(() => readConfig({ VITE_PICKUP_POINTS_BULK_CALL: 'yes' })).toThrow('config: VITE_PICKUP_POINTS_BULK_CALL must be "on" or "off", got "yes"');
  });
});

describe('the configuration the page carries (written by the server: scripts/served-page.ts)', () => {
  const page = (content?: string) => {
    const doc = document.implementation.createHTMLDocument('page');
    if (content !== undefined) doc.head.innerHTML = `<meta name="partner-config" content="${content.replaceAll('"', '&quot;')}">`;
    return doc;
  };

  it('reads the tag’s variables; no tag (dev server, tests) is no variable', () => {
    expect(readPageConfig(page('{"VITE_API_BASE_URL":"https://api.example.kz","VITE_API_URL_OMS":"https://oms.example.kz"}'))).toEqual({
      VITE_API_BASE_URL: 'https://api.example.kz',
      VITE_API_URL_OMS: 'https://oms.example.kz',
    });
    expect(readPageConfig(page())).toEqual({});
    expect(readPageConfig(undefined)).toEqual({});
  });

  it('the page’s values win over the build’s, an empty one included (the build’s are defaults)', () => {
    const build = { VITE_API_BASE_URL: 'https://built.example.kz', VITE_MAPS_API_KEY: 'built-key' };
    const cfg = readConfig({ ...build, ...readPageConfig(page('{"VITE_API_BASE_URL":"https://served.example.kz","VITE_MAPS_API_KEY":""}')) });
    expect(cfg.apiBaseUrl).toBe('https://served.example.kz');
    expect(cfg.mapsApiKey).toBe('');
  });

  it('refuses a tag that is not a JSON object of known string variables, saying which', () => {
    expect(() => parsePageConfig('{oops')).toThrow('config: the partner-config tag must hold a JSON object of variables, got "{oops"');
    expect(() => parsePageConfig('["VITE_API_BASE_URL"]')).toThrow('config: the partner-config tag must hold a JSON object of variables, got "["VITE_API_BASE_URL"]"');
    expect(() => parsePageConfig('null')).toThrow('config: the partner-config tag must hold a JSON object of variables, got "null"');
    expect(() => parsePageConfig('{"VITE_API_BASE":"https://api.example.kz"}')).toThrow('config: the partner-config tag names an unknown variable "VITE_API_BASE"');
    expect(() => parsePageConfig('{"VITE_PICKUP_POINTS_BULK_CALL":true}')).toThrow('config: VITE_PICKUP_POINTS_BULK_CALL in the partner-config tag must be a string, got true');
  });

  it('knows every variable of the README’s table and each service’s override', () => {
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['VITE_API_BASE_URL', 'VITE_DICTIONARY_URL', 'VITE_MAPS_API_KEY', 'VITE_SUPPORT_PHONE', 'VITE_SUPPORT_EMAIL', 'VITE_SENTRY_DSN', 'VITE_PICKUP_POINTS_BULK_CALL', 'VITE_API_URL_OMS', 'VITE_API_URL_MERCHANT_PROFILE', 'VITE_API_URL_GEOCODER']));
  });
});

describe('the app’s configuration at start-up', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.resetModules();
  });

  async function startedOn(values: Record<string, string>) {
    document.head.innerHTML = `<meta name="partner-config" content="${JSON.stringify(values).replaceAll('"', '&quot;')}">`;
    vi.resetModules();
    const { config } = await import('./config');
    const { canSearchAddresses } = await import('./geocoder');
    return { config, addressSearch: canSearchAddresses(config) };
  }

  it('is the page’s: a backend without a maps key gets the hand-typed address, with a key the search', async () => {
    const real = await startedOn({ VITE_API_BASE_URL: 'https://api.example.kz' });
    expect(real.config.apiBaseUrl).toBe('https://api.example.kz');
    expect(real.addressSearch).toBe(false);
    expect((await startedOn({ VITE_API_BASE_URL: 'https://api.example.kz', VITE_MAPS_API_KEY: 'key' })).addressSearch).toBe(true);
    expect((await startedOn({})).addressSearch).toBe(true);
  });
});

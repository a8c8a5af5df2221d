import { describe, expect, it } from 'vitest';
import { readConfig, resolveUrl } from './config';

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
    expect(() => readConfig({ VITE_API_BASE_URL: 'staging.example.kz' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => readConfig({ VITE_API_URL_OMS: 'oms' })).toThrow(/VITE_API_URL_OMS/);
  });

  it('the designed pickup-points bulk call is off unless asked for, and a mistyped switch is refused by name', () => {
    expect(readConfig({}).pickupPointsBulkCall).toBe(false);
    expect(readConfig({ VITE_PICKUP_POINTS_BULK_CALL: 'off' }).pickupPointsBulkCall).toBe(false);
    expect(readConfig({ VITE_PICKUP_POINTS_BULK_CALL: 'on' }).pickupPointsBulkCall).toBe(true);
    expect(() => readConfig({ VITE_PICKUP_POINTS_BULK_CALL: 'yes' })).toThrow('config: VITE_PICKUP_POINTS_BULK_CALL must be "on" or "off", got "yes"');
  });
});

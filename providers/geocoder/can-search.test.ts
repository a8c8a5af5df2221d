import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { canSearchAddresses } from './index';

describe('canSearchAddresses', () => {
  it.each([
    ['the embedded sandbox, no key', {}, true],
    ['a maps key', { VITE_API_BASE_URL: 'https://api.example.kz', VITE_MAPS_API_KEY: 'k' }, true],
    ['a real backend, no key', { VITE_API_BASE_URL: 'https://api.example.kz' }, false],
    ['a real backend with a geocoder override', { VITE_API_BASE_URL: 'https://api.example.kz', VITE_API_URL_GEOCODER: 'http://127.0.0.1:8787' }, true],
  ])('%s → %s', (_, env, expected) => {
    expect(canSearchAddresses(readConfig(env))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { readConfig } from '../providers/config';
import { apiOrigins, cspDirectives, cspString } from './csp';

describe('the Content-Security-Policy made from the configuration', () => {
  it('same origin only for the sandbox; the nonce on style elements; frame-ancestors in the header only', () => {
    const config = readConfig({});
    expect(cspString(config, 'N1')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-N1'; style-src-elem 'self' 'nonce-N1'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(cspString(config, 'N1', { meta: true })).not.toContain('frame-ancestors');
  });

  it('calls and pictures may reach every configured API origin, once each', () => {
    const config = readConfig({ VITE_API_BASE_URL: 'https://api.example.kz/base/', VITE_API_URL_F3: 'https://files.example.kz', VITE_API_URL_OMS: 'https://api.example.kz/oms', VITE_DICTIONARY_URL: 'https://i18n.example.kz/dict' });
    expect(apiOrigins(config)).toEqual(['https://api.example.kz', 'https://files.example.kz', 'https://i18n.example.kz']);
    const directives = cspDirectives(config, 'n');
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.example.kz', 'https://files.example.kz', 'https://i18n.example.kz']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.kz', 'https://files.example.kz', 'https://i18n.example.kz']);
  });

  it('the maps key opens the maps API for scripts, calls, pictures and workers; the DSN the error reporter’s origin for calls', () => {
    const directives = cspDirectives(readConfig({ VITE_MAPS_API_KEY: 'key', VITE_SENTRY_DSN: 'https://pub@o1.sentry.example.kz/42' }), 'n');
    expect(directives['script-src']).toContain('https://api-maps.yandex.ru');
    expect(directives['img-src']).toContain('https://*.maps.yandex.net');
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    expect(directives['connect-src']).toContain('https://o1.sentry.example.kz');
    expect(directives['script-src']).not.toContain('https://o1.sentry.example.kz');
    expect(cspDirectives(readConfig({}), 'n')['worker-src']).toBeUndefined();
  });
});

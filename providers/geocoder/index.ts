import type { AppConfig } from '../config';
import type { HttpClient } from '../http/client';
import { createSandboxGeocoder } from './sandbox-geocoder';
import type { Geocoder } from './types';
import { createYandexGeocoder } from './yandex-geocoder';

export type { AddressSuggestion, GeocodedAddress, Geocoder, GeoPoint } from './types';

/** Yandex when a maps key is configured, else the sandbox's offline geocoder. */
export function createGeocoder(config: Pick<AppConfig, 'mapsApiKey'>, http: HttpClient): Geocoder {
  return config.mapsApiKey ? createYandexGeocoder(http, config.mapsApiKey) : createSandboxGeocoder(http);
}

/**
 * Whether the address search can work: with a maps key (Yandex), or with the offline geocoder
 * reachable, which is the embedded sandbox (no VITE_API_BASE_URL) or a VITE_API_URL_GEOCODER
 * override. The real backend has no `/geocoder` service: against it without a key, the address
 * field says so instead of failing every search.
 */
export function canSearchAddresses(config: Pick<AppConfig, 'mapsApiKey' | 'apiBaseUrl' | 'serviceBaseUrls'>): boolean {
  return Boolean(config.mapsApiKey) || config.apiBaseUrl === '' || Boolean(config.serviceBaseUrls.geocoder);
}

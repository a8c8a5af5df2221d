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

import { config } from '../../providers/config';
import { canSearchAddresses, createGeocoder } from '../../providers/geocoder';
import { http } from '../../providers/http/client';

/** The app's geocoder: Yandex when a maps key is configured, else the sandbox's offline one. */
export const geocoder = createGeocoder(config, http);
export const mapsApiKey = config.mapsApiKey;
export const addressSearchAvailable = canSearchAddresses(config);

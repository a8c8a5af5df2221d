import type { HttpClient } from '../http/client';

/** The cities of the marketplace (config-discovery, no token): registration and pickup points pick one. */
export interface City {
  id: string;
  name: { ru: string; kz: string; en: string };
}

/** The react-query key of the cities: registration and the pickup points read the same. */
export const CITIES_QUERY_KEY = ['config-discovery', 'cities'] as const;

export const listCities = (http: HttpClient) => http.request<City[]>({ path: '/config-discovery/api/v2/cities', token: 'none' });

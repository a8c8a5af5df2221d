import type { HttpClient } from '../http/client';

/** The cities of the marketplace (config-discovery, no token): registration and pickup points pick one. */
export interface City {
  id: string;
  name: { ru: string; kz: string; en: string };
}

export const listCities = (http: HttpClient) => http.request<City[]>({ path: '/config-discovery/api/v2/cities', token: 'none' });

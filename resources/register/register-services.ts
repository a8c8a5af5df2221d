import { createRegistrationApi } from './registration-api';
import { http } from '../../providers/http/client';
import { CITIES_QUERY_KEY } from '../../providers/api/cities-api';
import { PICKUP_POINTS_QUERY_KEY } from '../../providers/api/pickup-points-shape';

export const registrationApi = createRegistrationApi(http);

/** React Query keys of what registration refreshes (spec 1 §2: profile, cities, pickup points). */
export const QUERY_KEYS = {
  cities: CITIES_QUERY_KEY,
  profile: ['merchant-profile', 'profile'],
  pickupPoints: PICKUP_POINTS_QUERY_KEY,
} as const;

import { createRegistrationApi } from './registration-api';
import { http } from '../../providers/http/client';

export const registrationApi = createRegistrationApi(http);

/** React Query keys of what registration refreshes (spec 1 §2: profile, cities, pickup points). */
export const QUERY_KEYS = {
  cities: ['config-discovery', 'cities'],
  profile: ['merchant-profile', 'profile'],
  pickupPoints: ['merchant-profile', 'pickup-points'],
} as const;

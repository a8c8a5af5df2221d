import { matchesMedia, useMediaQuery } from './media-query';

/** Spec 1 §2: narrower than 768 px is a phone (the orders cards, the mobile shell). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** True on a phone-sized viewport now (outside React: the route's first wave picks its screens by it). */
export function isPhoneViewport(): boolean {
  return matchesMedia(PHONE_QUERY);
}

/** True on a phone-sized viewport; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

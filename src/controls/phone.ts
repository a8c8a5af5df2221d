import { useSyncExternalStore } from 'react';

/** Spec 1 §2: narrower than 768 px is a phone (the orders cards, the mobile shell). */
export const PHONE_QUERY = '(max-width: 767.98px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY) : undefined);

/** True on a phone-sized viewport now (outside React: the route's first wave picks its screens by it). */
export function isPhoneViewport(): boolean {
  return media()?.matches ?? false;
}

/** True on a phone-sized viewport; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const m = media();
      m?.addEventListener('change', notify);
      return () => m?.removeEventListener('change', notify);
    },
    isPhoneViewport,
    () => false,
  );
}

import { useCallback, useSyncExternalStore } from 'react';

const media = (query: string) => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : undefined);

/** Whether the media query matches now (outside React too). */
export function matchesMedia(query: string): boolean {
  return media(query)?.matches ?? false;
}

/** Whether the media query matches; follows its changes (rotation, resizing, a system setting). */
export function useMediaQuery(query: string): boolean {
  // Stable per query: a new subscribe function would make React re-subscribe on every render.
  const subscribe = useCallback(
    (notify: () => void) => {
      const m = media(query);
      m?.addEventListener('change', notify);
      return () => m?.removeEventListener('change', notify);
    },
    [query],
  );
  const read = useCallback(() => matchesMedia(query), [query]);
  return useSyncExternalStore(subscribe, read, () => false);
}

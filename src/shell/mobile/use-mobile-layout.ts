import { useEffect, useSyncExternalStore } from 'react';
import { LOCKED_VIEWPORT, PHONE_QUERY } from './mobile-rules';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY) : undefined);

/** True on a phone-sized viewport; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const m = media();
      m?.addEventListener('change', notify);
      return () => m?.removeEventListener('change', notify);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}

/** While `locked`, the page cannot be zoomed (viewport maximum-scale=1); the old viewport comes back after. */
export function useZoomLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'viewport';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = LOCKED_VIEWPORT;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [locked]);
}

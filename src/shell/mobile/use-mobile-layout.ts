import { useEffect } from 'react';
import { LOCKED_VIEWPORT } from './mobile-rules';

export { useIsPhone } from '../../controls/phone-viewport';

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

import { useCallback, useEffect, useRef, useState } from 'react';

export interface NearViewport<T extends HTMLElement> {
  /** Whether the element is within `margin` of the viewport (always, without IntersectionObserver). */
  near: boolean;
  /** The element's height when it last went out of reach: what its placeholder keeps. */
  height: number | undefined;
  ref: (element: T | null) => void;
  /** Makes it near at once (its stand-in got the focus or a click). */
  reveal: () => void;
}

/**
 * Whether a part below the fold is near enough to be worth its elements (issue 30: every
 * element costs style and layout on each click). Near at first, so a short page shows it at
 * once and its height is known; out of reach again when the page grows or is scrolled away,
 * unless the focus is inside it. `margin` is how far below (and above) the viewport it
 * comes back: a few wheel steps, so it is there before it is seen. Until `settled` (its
 * contents still loading) it stays, so that the height its placeholder keeps is the full one.
 */
export function useNearViewport<T extends HTMLElement>({ margin = 300, settled = true } = {}): NearViewport<T> {
  const [near, setNear] = useState(true);
  const [height, setHeight] = useState<number>();
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((el: T | null) => setElement(el), []);
  const marginRef = useRef(margin);

  useEffect(() => {
    if (!element || !settled || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) return setNear(true);
        if (element.contains(document.activeElement)) return;
        setHeight(entry.boundingClientRect.height);
        setNear(false);
      },
      { rootMargin: `${marginRef.current}px 0px` },
    );
    io.observe(element);
    return () => io.disconnect();
  }, [element, settled]);

  const reveal = useCallback(() => setNear(true), []);
  return { near, height, ref, reveal };
}

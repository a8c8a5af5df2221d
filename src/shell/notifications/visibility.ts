import { useEffect, useRef } from 'react';

/**
 * IntersectionObserver helpers for the notes list (absent in jsdom and old browsers: then
 * nothing is reported, which only means fewer notes are marked read and no auto-paging).
 */
const supported = () => typeof IntersectionObserver !== 'undefined';

/** Calls `onSeen(id)` once for each `[data-unseen-note]` element at least half visible in `root`. */
export function useSeenNotes(root: HTMLElement | null, onSeen: (id: number) => void, renderedKey: unknown) {
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  });
  const observer = useRef<IntersectionObserver>(undefined);

  useEffect(() => {
    if (!root || !supported()) return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const id = Number((entry.target as HTMLElement).dataset.unseenNote);
          if (Number.isInteger(id)) callback.current(id);
          io.unobserve(entry.target);
        }
      },
      { root, threshold: 0.5 },
    );
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = undefined;
    };
  }, [root]);

  // Observing an element twice is a no-op, so every render's new rows can simply be added.
  useEffect(() => {
    root?.querySelectorAll('[data-unseen-note]').forEach((el) => observer.current?.observe(el));
  }, [root, renderedKey]);
}

/** Calls `onVisible` when `target` comes into view inside `root` (the end of the list). */
export function useOnVisible(root: HTMLElement | null, target: HTMLElement | null, onVisible: () => void) {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!root || !target || !supported()) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), { root, rootMargin: '0px 0px 48px 0px' });
    io.observe(target);
    return () => io.disconnect();
  }, [root, target]);
}

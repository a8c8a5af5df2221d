import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The page outlives a change of shell. Crossing 768 px (a split screen, a tablet turned) swaps
 * the desktop shell for the phone one; a page rendered inside the shell would be unmounted with
 * it and lose what was typed. So the page is rendered once, by a portal that stays where it is,
 * into a node of its own; each shell only lends that node a place in its content (PageSlot).
 * A moved node loses the focus: the field that had it gets it back.
 */
export function useKeptPage(page: ReactNode): { node: HTMLDivElement; portal: ReactNode } {
  const [node] = useState(() => document.createElement('div'));
  return { node, portal: createPortal(page, node) };
}

const focusedBeforeMove = new WeakMap<HTMLElement, HTMLElement>();

/** Where the current shell shows the kept page. */
export function PageSlot({ node }: { node: HTMLDivElement }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = host.current!;
    place.appendChild(node);
    const focused = focusedBeforeMove.get(node);
    focusedBeforeMove.delete(node);
    if (focused && node.contains(focused)) focused.focus({ preventScroll: true });
    return () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && node.contains(active)) focusedBeforeMove.set(node, active);
      if (node.parentNode === place) place.removeChild(node);
    };
  }, [node]);
  return <div ref={host} />;
}

import { useLayoutEffect, useState, type RefObject } from 'react';

/** antd's widths of its own columns (size "middle"): the expand buttons and the row checkboxes. */
export const EXPAND_COLUMN_WIDTH = 48;
export const SELECTION_COLUMN_WIDTH = 32;

/**
 * Whether a table needing `minWidth` px fits the width of `box` (issue 30). A table that
 * fits needs neither sideways scrolling nor antd's sticky header: both add a hidden copy of
 * the header row (the measure row), and the sticky header a second table, to every list.
 * Taken to fit until measured (the usual case on a desktop; jsdom never measures); a
 * narrower box is read in a layout effect, so the switch happens before the first paint.
 * Only the answer is state: a resize that does not change it renders nothing.
 */
export function useTableFits(box: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const read = () => {
      const width = el.clientWidth;
      if (width > 0) setFits(width >= minWidth);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, minWidth]);
  return fits;
}

import type { MouseEvent, ReactNode } from 'react';
import { useAfterIdle } from '../controls/idle';

/** Column key of the hover actions (not a data field, never in the column dialog). */
export const HOVER_ACTIONS_COLUMN = '__hover_actions';
export const HOVER_ACTIONS_CELL = 'engine-hover-actions';
const BOX = 'engine-hover-actions__box';

/*
 * The column itself is 1 px wide and sticks to the right edge; its box overlays the row's
 * last cells. Hidden by opacity, not display/visibility, so that its buttons stay in the tab
 * order: focusing one (or the row) shows them, as hovering the row does. A touch screen has
 * no hover: there a tap inside the row (its expand button, a cell's control) shows them, on an
 * opaque box; always shown, they would cover most of a narrow screen's row for good.
 */
const CSS = `
.${HOVER_ACTIONS_CELL}.ant-table-cell { padding: 0 !important; overflow: visible !important; }
/* antd's measure row copies the (visually hidden) header into this 1 px column: it must not widen the table. */
.ant-table-measure-row > :last-child .ant-table-measure-cell-content { display: none !important; }
.${BOX} {
  position: absolute; inset-block: 0; inset-inline-end: 0;
  display: flex; align-items: center; gap: 8px; white-space: nowrap; width: max-content;
  padding-inline: 16px 12px; background: inherit;
  box-shadow: -12px 0 12px -6px rgba(0, 0, 0, 0.06);
  opacity: 0; pointer-events: none; transition: opacity 0.12s;
}
.${BOX}:empty { display: none; }
.ant-table-row:hover .${BOX}, .ant-table-row:focus-within .${BOX} { opacity: 1; pointer-events: auto; }
@media (hover: none) { .${BOX} { background: #fff; } .ant-table-row:hover:not(:focus-within) .${BOX} { opacity: 0; pointer-events: none; } }
`;

/**
 * The box of one row's hover actions; a click inside (also in a dialog it opens) stays out of
 * the row. Its content renders once the browser is idle after the first screen (the rows come
 * first; the actions' code loads then, before anyone can hover).
 */
export function HoverActionsBox({ children }: { children: ReactNode }) {
  const ready = useAfterIdle();
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <>
      <style href="engine-hover-actions" precedence="default">
        {CSS}
      </style>
      <div className={BOX} onClick={stop}>
        {ready && children}
      </div>
    </>
  );
}

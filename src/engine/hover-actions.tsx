import { useDeferredValue, useLayoutEffect, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import { useRowActivation, useRowActive } from './row-activation';
import { focusEntry } from '../controls/keyboard';

/** Column key of the hover actions (not a data field, never in the column dialog). */
export const HOVER_ACTIONS_COLUMN = '__hover_actions';
export const HOVER_ACTIONS_CELL = 'engine-hover-actions';
const BOX = 'engine-hover-actions__box';
const OPEN = 'engine-hover-actions__open';

/*
 * The column itself is 1 px wide and sticks to the right edge; its box overlays the row's
 * last cells. Hidden by opacity, not display/visibility, so that its buttons stay in the tab
 * order: focusing one (or the row) shows them, as hovering the row does. A touch screen has
 * no hover: there a tap inside the row (its expand button, a cell's control) shows them, on an
 * opaque box; always shown, they would cover most of a narrow screen's row for good.
 * Until the row is first hovered or focused the cell holds only a visually hidden button
 * that creates them (screen readers and the keyboard reach the actions through it).
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
@media (hover: none) { .${BOX} { background: var(--partner-surface); } .ant-table-row:hover:not(:focus-within) .${BOX} { opacity: 0; pointer-events: none; } }
.${OPEN} { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip-path: inset(50%); border: 0; white-space: nowrap; }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One row's hover actions; a click inside (also in a dialog it opens) stays out of the row.
 * `label` names the stand-in and the actions' group (the list's texts: no hook a row).
 * `children` is called once the row has been hovered or focused (issue 30: no row carries
 * controls nobody has looked at).
 */
export function HoverActionsBox({ record, label, children }: { record: BaseRecord; label: { open: string; actions: string }; children: () => ReactNode }) {
  // Created in a render that yields (a deferred value): the pointer that crossed the row on its
  // way to a click must not hold that click back while a row's actions are built (issue 30).
  const active = useDeferredValue(useRowActive(record));
  return (
    <>
      <style href="engine-hover-actions" precedence="default">
        {CSS}
      </style>
      {active ? (
        <Box record={record} label={label.actions}>
          {children()}
        </Box>
      ) : (
        <OpenButton record={record} label={label.open} />
      )}
    </>
  );
}

/** Stands in for the actions: focusing or pressing it creates them and moves the focus into them. */
function OpenButton({ record, label }: { record: BaseRecord; label: string }) {
  const rows = useRowActivation();
  const open = (event: FocusEvent<HTMLButtonElement> | MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation(); // not a click on the row
    // Reached with Shift+Tab from further on: the focus goes on to the last action.
    rows?.activate(rows.keyOf(record), focusEntry(event));
  };
  return <button type="button" className={OPEN} aria-label={label} aria-expanded={false} onFocus={open} onClick={open} />;
}

function Box({ record, label, children }: { record: BaseRecord; label: string; children: ReactNode }) {
  const rows = useRowActivation();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The button that stood in had the focus: it goes to the actions (or their box while their code loads).
    const into = rows?.takeFocus(rows.keyOf(record));
    const box = ref.current;
    if (!into || !box) return;
    const targets = box.querySelectorAll<HTMLElement>(FOCUSABLE);
    (targets[into === 'first' ? 0 : targets.length - 1] ?? box).focus();
    // Once, when the actions appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <div ref={ref} className={BOX} role="group" aria-label={label} tabIndex={-1} onClick={stop}>
      {children}
    </div>
  );
}

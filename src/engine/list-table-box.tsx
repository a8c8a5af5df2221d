import type { ComponentProps } from 'react';
import { theme, type GlobalToken } from 'antd';
import { RowActivationContext, type RowActivation } from './row-activation';
import { ROW_CHECK } from './row-check';

/** On every list's table: its rows' hover colour comes from CSS (list-page.tsx turns antd's own off). */
export const LIST_TABLE_CLASS = 'engine-list-table';
/** On a list's table that fits its box (table-fit.ts): the header sticks by itself. */
export const FITS_CLASS = 'engine-list-table--fits';
/** On a list's table with a long page of rows. */
export const LONG_CLASS = 'engine-list-table--long';
/** Rows on a page from which the rows off screen skip their style and layout. */
export const LONG_PAGE_ROWS = 50;

/*
 * - A table that fits needs no antd sticky header (a second table and a hidden copy of the
 *   header row): its header cells stick below the top bar themselves. Nothing between them
 *   and the page scrolls (no `scroll.x`), so `position: sticky` holds against the page.
 * - A long page: the cells of rows off screen are not styled, laid out or painted until they
 *   come near (`content-visibility` has no effect on a row box, only on its cells). Only in a
 *   fixed table layout, where no cell's content sets a column's width; not the hover actions'
 *   cell, whose box overlays the cells beside it (paint containment would clip it).
 * - The plain checkbox that stands in for antd's (row-check.tsx) is drawn as antd's unchecked
 *   box, in the same place (antd's sits 3 px down in a 22 px line).
 * - A row the keys moved to (j/k, src/engine/shortcuts) shows a ring, as any focused control.
 * - A hovered row: antd's colours (its rowHoverBg is colorFillAlter laid on the container, opaque
 *   for the fixed cells; a selected row's controlItemBgActiveHover) by CSS `:hover`. antd's own
 *   row hover is JavaScript (rc-table's hover state and a class on each cell): each row the
 *   pointer crossed re-rendered two rows' cells, and delayed the click that followed (issue 30).
 */
const css = (stickyTop: number, token: GlobalToken) => `
.${FITS_CLASS}.ant-table-wrapper .ant-table-thead > tr > th { position: sticky; top: ${stickyTop}px; z-index: 3; }
.${LONG_CLASS}.ant-table-wrapper .ant-table-layout-fixed .ant-table-tbody > tr.ant-table-row > td:not(.engine-hover-actions) {
  content-visibility: auto; contain-intrinsic-size: auto 32px;
}
.${LIST_TABLE_CLASS}.ant-table-wrapper .ant-table-tbody > tr.ant-table-row:hover > td.ant-table-cell {
  background-color: ${token.colorBgContainer}; background-image: linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter});
}
.${LIST_TABLE_CLASS}.ant-table-wrapper .ant-table-tbody > tr.ant-table-row.ant-table-row-selected:hover > td.ant-table-cell { background: ${token.controlItemBgActiveHover}; }
.ant-table-wrapper .ant-table-tbody > tr.ant-table-row:focus-visible { outline: 2px solid ${token.colorPrimary}; outline-offset: -2px; }
.${ROW_CHECK} {
  appearance: none; display: inline-block; box-sizing: border-box; width: 16px; height: 16px; margin: 3px 0; vertical-align: top;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.borderRadiusSM}px; background: ${token.colorBgContainer}; cursor: pointer;
}
`;

export interface ListTableBoxProps extends ComponentProps<'div'> {
  activation: RowActivation;
  stickyTop: number;
}

/**
 * The box around a list's table: its static rules (a hoisted, shared `<style>`, which the CSP
 * allows: scripts/csp.ts) and the rows' activation store for the cells that wait for it.
 */
export function ListTableBox({ activation, stickyTop, children, ...box }: ListTableBoxProps) {
  const { token } = theme.useToken();
  return (
    <RowActivationContext value={activation}>
      <style href="engine-list-table" precedence="default">
        {css(stickyTop, token)}
      </style>
      <div {...box}>{children}</div>
    </RowActivationContext>
  );
}

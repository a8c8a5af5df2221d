import type { CSSProperties, ReactNode } from 'react';

/** One line cut with an ellipsis: for a table column's `cellStyle`, where the cell's own text is cut (no element a row). */
export const ELLIPSIS_CELL: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const STYLE: CSSProperties = { display: 'block', ...ELLIPSIS_CELL, minWidth: 0 };

/**
 * One line cut with an ellipsis by CSS, the whole text on hover. For table cells: antd's
 * `Typography ellipsis` measures every cell's layout on render and resize (tens of
 * milliseconds for a page of rows), this costs nothing. `strong` emphasises it as
 * `Typography.Text strong` does (a <strong>).
 */
export function EllipsisText({ title, children, strong, style }: { title: string; children: ReactNode; strong?: boolean; style?: CSSProperties }) {
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag title={title} style={{ ...STYLE, ...(strong && { fontWeight: 600 }), ...style }}>
      {children}
    </Tag>
  );
}

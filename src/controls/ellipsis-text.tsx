import type { CSSProperties, ReactNode } from 'react';

const STYLE: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };

/**
 * One line cut with an ellipsis by CSS, the whole text on hover. For table cells: antd's
 * `Typography ellipsis` measures every cell's layout on render and resize (tens of
 * milliseconds for a page of rows), this costs nothing.
 */
export function EllipsisText({ title, children, style }: { title: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <span title={title} style={style ? { ...STYLE, ...style } : STYLE}>
      {children}
    </span>
  );
}

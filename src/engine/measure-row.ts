import { useLayoutEffect, type RefObject } from 'react';

/**
 * antd's hidden measure row (scroll.x, fixed columns) copies the headers, the select-all
 * checkbox too: a focusable control inside aria-hidden. Takes them out of the tab order after
 * every render of the table inside `box` (list-page.tsx and the unrelated screen do the same inline).
 */
export function useMeasureRowOutOfTabOrder(box: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.ant-table-measure-row input, .ant-table-measure-row button').forEach((el) => {
      el.tabIndex = -1;
    });
  });
}

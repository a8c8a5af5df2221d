/** On each list's section: with two lists on a page, the keys act on one. */
export const LIST_KEYS_ATTRIBUTE = 'data-list-keys';

/** The list the keys act on: the one holding the focus, else the page's first. */
export function isActiveList(root: HTMLElement): boolean {
  const holder = document.activeElement?.closest(`[${LIST_KEYS_ATTRIBUTE}]`);
  return holder ? holder === root : document.querySelector(`[${LIST_KEYS_ATTRIBUTE}]`) === root;
}

/** The list's rows as the keys see them: table rows and phone cards, each with its record's key. */
export const ROW_SELECTOR = 'tr.ant-table-row[data-row-key], [data-list-card][data-row-key]';

export function rowsIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(ROW_SELECTOR)];
}

/** The row that holds the focus (the row itself or a control inside it). */
export function focusedRow(root: ParentNode): HTMLElement | undefined {
  const active = document.activeElement;
  return rowsIn(root).find((row) => row.contains(active));
}

/** The button of a row action (`data-action`), once it is there: hover actions are made on the row's first focus and load their code. */
export function actionButton(row: HTMLElement, action: string, timeoutMs = 5000): Promise<HTMLElement | undefined> {
  const selector = `[data-action="${CSS.escape(action)}"]`;
  const find = () => row.querySelector<HTMLElement>(selector) ?? undefined;
  const now = find();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const found = find();
      if (found) finish(found);
    });
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    const finish = (found: HTMLElement | undefined) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    observer.observe(row, { childList: true, subtree: true });
  });
}

/**
 * Moves the focus one row down or up from the focused row; with none focused, from `last` (the
 * row that had it before it went away) or from the list's edge. Answers the row's index.
 */
export function moveFocus(root: ParentNode, by: 1 | -1, last = -1): number {
  const rows = rowsIn(root);
  if (rows.length === 0) return -1;
  const current = focusedRow(root);
  const from = current ? rows.indexOf(current) : last >= 0 ? last - (by > 0 ? 1 : 0) : by > 0 ? -1 : rows.length;
  const at = Math.min(rows.length - 1, Math.max(0, from + by));
  rows[at].focus();
  rows[at].scrollIntoView?.({ block: 'nearest' });
  return at;
}

import { isHelpKey, keyName } from '../../controls/keyboard';

/** A row action's key, as a descriptor marks it (RowAction.shortcut, ListView.actionShortcuts). */
export interface ActionKey {
  /** The action's key: `data-action` of its button in the row. */
  action: string;
  /** The letter, matched by its place on the keyboard (any layout). */
  shortcut: string;
  /** Translation key of its name in the sheet and the palette. */
  labelKey: string;
}

export type ListKeyCommand =
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'select' }
  | { kind: 'search' }
  | { kind: 'page'; by: 1 | -1 }
  | { kind: 'action'; action: string };

/**
 * The list's keys (issue 33), Gmail's and Linear's: j / ↓ next row, k / ↑ previous row, x select,
 * Enter open (the focused row's own key), / search, ] next page, [ previous page, and each
 * descriptor-marked row action's letter. Call it only when `shortcutAllowed` (no field, no dialog).
 */
export function listKeyCommand(event: Pick<KeyboardEvent, 'code' | 'key' | 'shiftKey'>, actions: readonly ActionKey[]): ListKeyCommand | undefined {
  if (isHelpKey(event)) return undefined;
  if (event.key === 'ArrowDown') return { kind: 'move', by: 1 };
  if (event.key === 'ArrowUp') return { kind: 'move', by: -1 };
  if (event.shiftKey) return undefined;
  const key = keyName(event);
  switch (key) {
    case 'j':
      return { kind: 'move', by: 1 };
    case 'k':
      return { kind: 'move', by: -1 };
    case 'x':
      return { kind: 'select' };
    case '/':
      return { kind: 'search' };
    case ']':
      return { kind: 'page', by: 1 };
    case '[':
      return { kind: 'page', by: -1 };
  }
  const action = actions.find((a) => a.shortcut.toLowerCase() === key);
  return action && { kind: 'action', action: action.action };
}

/** The list's own keys as the sheet and the palette list them (labels are `engine.keys.*`). */
export const LIST_KEYS: ReadonlyArray<{ id: string; keys: string; labelKey: string }> = [
  { id: 'next', keys: 'j / ↓', labelKey: 'engine.keys.next' },
  { id: 'prev', keys: 'k / ↑', labelKey: 'engine.keys.prev' },
  { id: 'select', keys: 'x', labelKey: 'engine.keys.select' },
  { id: 'open', keys: 'Enter', labelKey: 'engine.keys.open' },
  { id: 'search', keys: '/', labelKey: 'engine.keys.search' },
  { id: 'nextPage', keys: ']', labelKey: 'engine.keys.nextPage' },
  { id: 'prevPage', keys: '[', labelKey: 'engine.keys.prevPage' },
];

import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutAllowed } from '../../controls/keyboard';
import { addTexts } from '../../../providers/i18n/text-registry';
import { shortcutTexts } from './texts';
import { usePageCommands, type PageCommand } from '../../controls/commands/page-commands';
import { LIST_KEYS, listKeyCommand, type ActionKey } from './list-keys';
import { actionButton, focusedRow, isActiveList, moveFocus } from './row-dom';

export interface ListShortcuts {
  /** The list's section: its rows, its search field. */
  root: RefObject<HTMLElement | null>;
  actions: readonly ActionKey[];
  /** Turns the row's selection on or off; absent when the list has no selection. */
  toggle?(key: string): void;
  /** Makes the row's hover actions (they are created on its first hover or focus). */
  activate?(key: string): void;
  page(by: 1 | -1): void;
}

// The keys' names come with the list's code (added once: i18next merges the same texts again harmlessly).
addTexts(shortcutTexts);

/**
 * The list's keyboard (issue 33; keys in list-keys.ts). Rows take the real focus, so Enter opens
 * the focused one through its own handler and a screen reader reads it; an action's key clicks
 * that row's own button, so rights, confirmations and the guarded run are the click's.
 */
export function useListShortcuts(options: ListShortcuts): void {
  const { t } = useTranslation();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Where the focus was when its row went away (an accepted order leaves the "waiting" list).
  const lastIndex = useRef(-1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const root = latest.current.root.current;
      if (!root || !shortcutAllowed(event) || !isActiveList(root)) return;
      const command = listKeyCommand(event, latest.current.actions);
      if (!command) return;
      const row = focusedRow(root);
      const key = row?.dataset.rowKey;
      // The arrows scroll the page as ever until a row has the focus.
      if (!row && event.key.startsWith('Arrow')) return;
      event.preventDefault();
      switch (command.kind) {
        case 'move':
          lastIndex.current = moveFocus(root, command.by, lastIndex.current);
          return;
        case 'search':
          return root.querySelector<HTMLElement>('[data-search-input]')?.focus();
        case 'page':
          return latest.current.page(command.by);
        case 'select':
          if (key !== undefined) latest.current.toggle?.(key);
          return;
        case 'action':
          if (!row || key === undefined) return;
          latest.current.activate?.(key);
          void actionButton(row, command.action).then((button) => {
            if (button && !button.hasAttribute('disabled')) button.click();
            // Disabled (no right, another action running): its reason's holder takes the focus, and shows why.
            else button?.closest<HTMLElement>('[data-reason]')?.focus();
          });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The palette and the sheet list the keys; those that need no focused row run from the palette too.
  const run: Record<string, (() => void) | undefined> = {
    next: () => void (lastIndex.current = moveFocus(latest.current.root.current ?? document, 1, lastIndex.current)),
    prev: () => void (lastIndex.current = moveFocus(latest.current.root.current ?? document, -1, lastIndex.current)),
    search: () => latest.current.root.current?.querySelector<HTMLElement>('[data-search-input]')?.focus(),
    nextPage: () => latest.current.page(1),
    prevPage: () => latest.current.page(-1),
  };
  const commands: PageCommand[] = [
    ...LIST_KEYS.filter((k) => k.id !== 'select' || options.toggle).map((k) => ({ id: `list.${k.id}`, kind: 'key' as const, keys: k.keys, label: t(k.labelKey), run: run[k.id] })),
    ...options.actions.map((a) => ({ id: `list.action.${a.action}`, kind: 'key' as const, keys: a.shortcut, label: t(a.labelKey) })),
  ];
  usePageCommands(commands);
}

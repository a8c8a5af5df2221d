import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/**
 * What the open page offers the command palette and the shortcut sheet (issue 33): its actions
 * ("Экспорт XLSX", "Скачать отчёт", "Добавить точку") and its keys. The component that shows a
 * button registers the same handler its click runs, so the palette goes through the same code
 * (rights, confirmations, the guarded run); it is gone when the component unmounts.
 */
export interface PageCommand {
  /** Unique among the page's commands. */
  id: string;
  /** In the UI's language. */
  label: string;
  /** 'action': runs from the palette; 'key': a keyboard shortcut listed in the palette and the sheet. */
  kind: 'action' | 'key';
  /** The keys as shown (`j`, `Shift+?`); a key command's own, an action's when it has one. */
  keys?: string;
  /** Absent for a key that only works where the focus is (a row's action): choosing it opens the sheet. */
  run?(): void;
}

const commands = new Map<symbol, PageCommand[]>();
const listeners = new Set<() => void>();
let snapshot: PageCommand[] = [];

function publish(): void {
  snapshot = [...commands.values()].flat();
  listeners.forEach((notify) => notify());
}

/** Adds commands until the returned function takes them back. */
export function registerCommands(list: PageCommand[]): () => void {
  const token = Symbol('commands');
  commands.set(token, list);
  publish();
  return () => {
    commands.delete(token);
    publish();
  };
}

/** Every command registered now, in the order they came. */
export function currentCommands(): PageCommand[] {
  return snapshot;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function usePageCommandList(): PageCommand[] {
  return useSyncExternalStore(subscribe, currentCommands, currentCommands);
}

/**
 * Registers commands while the calling component is mounted. `run` may change on every render:
 * the registered command calls the latest one; the list is registered again only when its
 * ids, labels or keys change.
 */
export function usePageCommands(list: PageCommand[]): void {
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  const shape = JSON.stringify(list.map(({ id, label, kind, keys, run }) => [id, label, kind, keys, run !== undefined]));
  useLayoutEffect(
    () =>
      registerCommands(
        latest.current.map((command) => ({
          ...command,
          run: command.run && (() => latest.current.find((c) => c.id === command.id)?.run?.()),
        })),
      ),
    [shape],
  );
}

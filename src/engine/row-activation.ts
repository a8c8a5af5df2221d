import { createContext, useContext, useState, useSyncExternalStore, type Key } from 'react';
import type { BaseRecord } from '@refinedev/core';

/** Where focus goes when a row's parts appear in place of the control that had it. */
export type FocusInto = 'first' | 'last';

/**
 * The rows a person has hovered or focused (issue 30). A row's hover actions, with their
 * menus, popovers and tooltips, and antd's checkbox are created then, not with every row: a
 * list of 50 rows would otherwise hold 50 rows' worth of controls nobody uses. Once created they stay
 * (a dialog opened from them outlives the pointer leaving the row). Each row's cell
 * subscribes to its own key, so activating one row re-renders that cell only.
 */
export interface RowActivation {
  keyOf(record: BaseRecord): Key;
  activate(key: Key, focus?: FocusInto): void;
  isActive(key: Key): boolean;
  /** The focus a newly created row part should take (once), if its placeholder had it. */
  takeFocus(key: Key): FocusInto | undefined;
  subscribe(notify: () => void): () => void;
}

function createRowActivation(keyOf: (record: BaseRecord) => Key): RowActivation {
  const active = new Set<Key>();
  const focus = new Map<Key, FocusInto>();
  const listeners = new Set<() => void>();
  return {
    keyOf,
    activate(key, into) {
      if (into) focus.set(key, into);
      if (active.has(key)) return;
      active.add(key);
      listeners.forEach((notify) => notify());
    },
    isActive: (key) => active.has(key),
    takeFocus(key) {
      const into = focus.get(key);
      focus.delete(key);
      return into;
    },
    subscribe(notify) {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
  };
}

/** One store for the life of the list (`keyOf` is the descriptor's record id, fixed for that life). */
export function useRowActivationStore(keyOf: (record: BaseRecord) => Key): RowActivation {
  const [store] = useState(() => createRowActivation(keyOf));
  return store;
}

export const RowActivationContext = createContext<RowActivation | null>(null);

/** Whether the row of `record` has been hovered or focused; outside a list page (no store) always. */
export function useRowActive(record: BaseRecord): boolean {
  const store = useContext(RowActivationContext);
  const key = store?.keyOf(record);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store && key !== undefined ? store.isActive(key) : true),
    () => true,
  );
}

const noSubscription = () => () => undefined;

/** The store itself, for a cell that activates its row (its placeholder got the focus or a click). */
export function useRowActivation(): RowActivation | null {
  return useContext(RowActivationContext);
}

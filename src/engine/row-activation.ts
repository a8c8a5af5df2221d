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
  /**
   * The pointer moved over the row: its checkbox is swapped in at once (antd's, for its
   * Shift+click range), the row activated once the pointer has rested on it `POINTER_REST_MS`
   * (a move onto another row, or a press, cancels that).
   */
  point(key: Key): void;
  /** The pointer went down: the activation a `point` awaits is cancelled (a click needs no actions built first). */
  pressed(): void;
  /** A row got the focus: activates it, unless the focus came with a press of the pointer (which `pressed` cancelled). */
  focused(key: Key): void;
  isActive(key: Key): boolean;
  /** Whether the pointer has been over the row (or it is active). */
  isPointed(key: Key): boolean;
  /** The focus a newly created row part should take (once), if its placeholder had it. */
  takeFocus(key: Key): FocusInto | undefined;
  subscribe(notify: () => void): () => void;
}

/**
 * How long the pointer rests on a row before its parts are created. A pointer crossing rows on
 * its way to a click builds nothing: building a row's actions as it passed (10–25 ms here) held
 * back the click that followed, an order opened a frame later (issue 30).
 */
export const POINTER_REST_MS = 80;

function createRowActivation(keyOf: (record: BaseRecord) => Key): RowActivation {
  const active = new Set<Key>();
  const pointed = new Set<Key>();
  const focus = new Map<Key, FocusInto>();
  const listeners = new Set<() => void>();
  let resting: { key: Key; timer: ReturnType<typeof setTimeout> } | undefined;
  // Set by a press until its task ends: the focus a press gives a row comes within it.
  let pressing = false;
  const activate = (key: Key, into?: FocusInto) => {
    if (into) focus.set(key, into);
    if (active.has(key)) return;
    active.add(key);
    listeners.forEach((notify) => notify());
  };
  const cancelAtRest = () => {
    if (resting) clearTimeout(resting.timer);
    resting = undefined;
  };
  const endPress = () => (pressing = false);
  return {
    keyOf,
    activate,
    point(key) {
      if (active.has(key) || resting?.key === key) return;
      if (!pointed.has(key)) {
        pointed.add(key);
        listeners.forEach((notify) => notify());
      }
      cancelAtRest();
      resting = { key, timer: setTimeout(() => ((resting = undefined), activate(key)), POINTER_REST_MS) };
    },
    pressed() {
      cancelAtRest();
      pressing = true;
      setTimeout(endPress);
    },
    focused(key) {
      if (!pressing) activate(key);
    },
    isActive: (key) => active.has(key),
    isPointed: (key) => pointed.has(key) || active.has(key),
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

/** Whether the row of `record` has been hovered (the pointer rested on it) or focused; outside a list page (no store) always. */
export function useRowActive(record: BaseRecord): boolean {
  return useRowState(record, 'isActive');
}

/** Whether the pointer has been over the row of `record`, or it is active; outside a list page always. */
export function useRowPointed(record: BaseRecord): boolean {
  return useRowState(record, 'isPointed');
}

function useRowState(record: BaseRecord, state: 'isActive' | 'isPointed'): boolean {
  const store = useContext(RowActivationContext);
  const key = store?.keyOf(record);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store && key !== undefined ? store[state](key) : true),
    () => true,
  );
}

const noSubscription = () => () => undefined;

/** The store itself, for a cell that activates its row (its placeholder got the focus or a click). */
export function useRowActivation(): RowActivation | null {
  return useContext(RowActivationContext);
}

import { useCallback, useState } from 'react';
import type { ColumnSpec } from './descriptor';

/** Where the column choice of a list is remembered (spec 2 §2: kept in browser storage). */
export function columnsStorageKey(resource: string): string {
  return `partner.columns.${resource}`;
}

export type ColumnVisibility = Record<string, boolean>;
type ColumnLike = Pick<ColumnSpec<unknown>, 'key' | 'defaultHidden' | 'required'>;

export function defaultVisibility(columns: readonly ColumnLike[]): ColumnVisibility {
  return Object.fromEntries(columns.map((c) => [c.key, c.required ? true : !c.defaultHidden]));
}

/**
 * The stored choice over the defaults. Unknown keys are dropped, columns added since the
 * choice was saved take their default, and required columns are always shown.
 */
export function resolveVisibility(columns: readonly ColumnLike[], stored: unknown): ColumnVisibility {
  const result = defaultVisibility(columns);
  if (typeof stored !== 'object' || stored === null) return result;
  for (const c of columns) {
    const v = (stored as Record<string, unknown>)[c.key];
    if (typeof v === 'boolean' && !c.required) result[c.key] = v;
  }
  return result;
}

function readStored(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined; // unreadable or blocked storage: fall back to the defaults
  }
}

function writeStored(key: string, value: ColumnVisibility): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the choice lasts for this page only */
  }
}

/** The list's column choice, read from and saved to localStorage. */
export function useColumnVisibility(resource: string, columns: readonly ColumnLike[]) {
  const key = columnsStorageKey(resource);
  const [visible, setVisibleState] = useState(() => resolveVisibility(columns, readStored(key)));
  const setVisible = useCallback(
    (next: ColumnVisibility) => {
      const resolved = resolveVisibility(columns, next);
      setVisibleState(resolved);
      writeStored(key, resolved);
    },
    [columns, key],
  );
  const defaults = defaultVisibility(columns);
  /** Some column is shown or hidden unlike the list's defaults. */
  const changed = columns.some((c) => visible[c.key] !== defaults[c.key]);
  return { visible, setVisible, defaults, changed };
}

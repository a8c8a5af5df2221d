/**
 * Draft rules of the multi-select (spec 1 §9), pure so they are tested on their own.
 * A selection is kept in the options' order, whatever order the clicks came in.
 */
export interface ChoiceOption {
  value: string;
  /** The displayed (translated) text; search matches on it. */
  label: string;
}

function inOptionOrder(values: Set<string>, options: readonly ChoiceOption[]): string[] {
  return options.filter((o) => values.has(o.value)).map((o) => o.value);
}

/** Every option is chosen: with an "all" entry, this is what "all" means. */
export function isAllSelected(selected: readonly string[], options: readonly ChoiceOption[]): boolean {
  return options.length > 0 && options.every((o) => selected.includes(o.value));
}

/**
 * One option checked or unchecked. Unchecking one while all are chosen keeps the others;
 * checking the last missing one makes the selection "all" (derived, so it collapses by itself).
 */
export function toggleOption(selected: readonly string[], value: string, options: readonly ChoiceOption[]): string[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return inOptionOrder(next, options);
}

/** The "all" entry: selects everything, or clears everything when all was already chosen. */
export function toggleAll(selected: readonly string[], options: readonly ChoiceOption[]): string[] {
  return isAllSelected(selected, options) ? [] : options.map((o) => o.value);
}

/** Case-insensitive search on the displayed text; an empty query shows everything. */
export function filterOptions<O extends ChoiceOption>(options: readonly O[], query: string): O[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...options];
  return options.filter((o) => o.label.toLocaleLowerCase().includes(q));
}

export type TriggerText =
  | { kind: 'label' }
  | { kind: 'all' }
  | { kind: 'one'; label: string }
  | { kind: 'count'; count: number };

/** What the closed control shows: its label, "all", the one chosen label, or "Выбрано N". */
export function triggerText(selected: readonly string[], options: readonly ChoiceOption[], allOption: boolean): TriggerText {
  const chosen = options.filter((o) => selected.includes(o.value));
  if (chosen.length === 0) return { kind: 'label' };
  if (allOption && isAllSelected(selected, options)) return { kind: 'all' };
  if (chosen.length === 1) return { kind: 'one', label: chosen[0].label };
  return { kind: 'count', count: chosen.length };
}

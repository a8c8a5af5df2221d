import type { CardSpec, ColumnSpec } from './descriptor';

/** Columns whose key says they hold a record's state: the default top right of a phone card. */
const STATUS_LIKE = /(^|_)(status|state|active|enabled|toggle)$|^is_/;
/** The key of a custom screen's column of row buttons. */
const ACTIONS_KEY = 'actions';
/** Lines of label and value a card shows when its descriptor does not say. */
const DEFAULT_FIELDS = 3;

export interface CardLayout<T> {
  title: ColumnSpec<T>;
  status?: ColumnSpec<T>;
  fields: ColumnSpec<T>[];
  /** A column of the row's own buttons (a custom screen's), shown with the card's actions. */
  actions?: ColumnSpec<T>;
}

/**
 * Which of a list's shown columns a phone card puts where (descriptor `card`, else defaults):
 * the title is the first required column or the first one; the status the first column named
 * like one; the fields the next three; a column keyed `actions` (a custom screen's buttons)
 * goes with the card's actions. Keys the descriptor names but the list does not show are
 * left out, so a seller's column choice holds on the phone too.
 */
export function cardLayout<T>(columns: readonly ColumnSpec<T>[], card: CardSpec = {}): CardLayout<T> | undefined {
  const byKey = (key: string | null | undefined) => (key ? columns.find((c) => c.key === key) : undefined);
  const actions = byKey(card.actions ?? ACTIONS_KEY);
  const candidates = columns.filter((c) => c !== actions);
  const title = byKey(card.title) ?? candidates.find((c) => c.required) ?? candidates[0];
  if (!title) return undefined;
  const status = card.status === null ? undefined : (byKey(card.status) ?? candidates.find((c) => c !== title && STATUS_LIKE.test(c.key)));
  const rest = candidates.filter((c) => c !== title && c !== status);
  const fields = card.fields ? card.fields.flatMap((key) => rest.filter((c) => c.key === key)) : rest.slice(0, DEFAULT_FIELDS);
  return { title, status, fields, actions };
}

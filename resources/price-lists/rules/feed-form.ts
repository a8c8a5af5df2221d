import type { FeedLink } from '../price-lists-api';

/**
 * The feed-link form (spec 3 §2 Automatic tab): `create` when the shop has no link; `view`
 * (read-only) when it has one; `edit` after the edit button, from which cancel returns to
 * `view` with the saved values. A save returns to `view` with what was saved.
 */
export type FeedFormMode = 'loading' | 'create' | 'view' | 'edit';

export interface FeedFormValues {
  url: string;
  user: string;
  password: string;
}

export interface FeedFormState {
  mode: FeedFormMode;
  /** The saved link (null: none yet). */
  saved: FeedLink | null;
  /** What the fields show. */
  values: FeedFormValues;
}

export type FeedFormEvent =
  | { type: 'loaded'; link: FeedLink | null }
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'change'; values: FeedFormValues }
  | { type: 'saved'; link: FeedLink };

export const EMPTY_VALUES: FeedFormValues = { url: '', user: '', password: '' };
export const INITIAL_FEED_FORM: FeedFormState = { mode: 'loading', saved: null, values: EMPTY_VALUES };

export const valuesOf = (link: FeedLink | null): FeedFormValues =>
  link ? { url: link.url, user: link.user ?? '', password: link.password ?? '' } : EMPTY_VALUES;

export function feedFormReducer(state: FeedFormState, event: FeedFormEvent): FeedFormState {
  switch (event.type) {
    case 'loaded':
      return { mode: event.link ? 'view' : 'create', saved: event.link, values: valuesOf(event.link) };
    case 'edit':
      return state.mode === 'view' ? { ...state, mode: 'edit' } : state;
    case 'cancel':
      return state.mode === 'edit' ? { ...state, mode: 'view', values: valuesOf(state.saved) } : state;
    case 'change':
      return state.mode === 'create' || state.mode === 'edit' ? { ...state, values: event.values } : state;
    case 'saved':
      return { mode: 'view', saved: event.link, values: valuesOf(event.link) };
  }
}

/** Spec 3 §5: the link is required (trimmed); login and password are sent as null when empty. */
export function toFeedBody(values: FeedFormValues): FeedLink {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return { url: values.url.trim(), user: orNull(values.user.trim()), password: orNull(values.password) };
}

/** Spec 3 §8's four reasons, by the key the service answers. */
export const FEED_ERROR_REASONS = ['feed_not_found', 'feed_wrong_link', 'feed_auth_required', 'feed_wrong_credentials'] as const;
export type FeedErrorReason = (typeof FEED_ERROR_REASONS)[number];

export const feedErrorReason = (key: string | undefined): FeedErrorReason | undefined =>
  (FEED_ERROR_REASONS as readonly string[]).includes(key ?? '') ? (key as FeedErrorReason) : undefined;

/**
 * What the polled count of waiting orders means for the banner: the first answer is the
 * baseline (no banner for orders that were there when the app opened); a rise adds to the
 * new orders not yet seen; a fall (orders accepted or cancelled) lowers the baseline and
 * never leaves more "new" orders than are waiting.
 */
export interface AlertCount {
  baseline?: number;
  /** New orders since the seller last looked (the banner's N). */
  fresh: number;
  /** This answer was a rise (sound and browser notification fire on it). */
  rose: boolean;
}

export const initialAlertCount: AlertCount = { fresh: 0, rose: false };

export function countAnswered(state: AlertCount, count: number): AlertCount {
  if (state.baseline === undefined) return { baseline: count, fresh: 0, rose: false };
  if (count > state.baseline) return { baseline: count, fresh: state.fresh + count - state.baseline, rose: true };
  return { baseline: count, fresh: Math.min(state.fresh, count), rose: false };
}

/** The seller looked (opened the list or closed the banner). */
export function countSeen(state: AlertCount): AlertCount {
  return { ...state, fresh: 0, rose: false };
}

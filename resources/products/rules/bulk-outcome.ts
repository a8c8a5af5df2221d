/** Spec 3 §4: the outcome of binding several rows, which picks the toast (spec 3 §8). */
export type BulkOutcome = 'success' | 'partial' | 'failure';

export function bulkOutcome(succeeded: number, failed: number): BulkOutcome {
  if (failed === 0) return 'success';
  return succeeded === 0 ? 'failure' : 'partial';
}

/** Spec 3 §8 binding error cards: which text a refusal shows, from its code and message. */
export type BindErrorKind = 'category' | 'connected' | 'generic';

export function bindErrorKind(status: number | undefined, message: string | undefined): BindErrorKind {
  const text = (message ?? '').toLowerCase();
  if (status === 400 && text.includes('cannot bind category')) return 'category';
  if (status === 422 && text.includes('product is connected')) return 'connected';
  return 'generic';
}

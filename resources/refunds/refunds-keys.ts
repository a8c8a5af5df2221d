import type { CrudFilter } from '@refinedev/core';

/**
 * React-query keys of the refunds calls made beside Refine's list (the status tabs' counts),
 * in a module of their own: the descriptor names them (`relatedQueries`) without the screens' code.
 */
export const REFUNDS_KEYS = {
  all: ['refunds-extra'] as const,
  /** The tabs' counts for the list's filters other than the status. */
  counts: (filters: readonly CrudFilter[]) => ['refunds-extra', 'counts', filters] as const,
};

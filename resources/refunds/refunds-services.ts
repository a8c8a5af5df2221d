import { createRefundsApi } from './refunds-api';
import { http } from '../../providers/http/client';

/** The refund screens' typed calls on the app's one HTTP client. */
export const refundsApi = createRefundsApi(http);

/** Refine's cache key of the refunds list queries (every page and filter). */
export const REFUNDS_LIST_KEY = ['data', 'default', 'refunds', 'list'] as const;

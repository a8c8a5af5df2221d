import type { ErrorCatalogue } from '../../../providers/http/error-catalogue';

/**
 * The user config's refusals of saved views (the designed `list_views` field, sandbox/modules/list-views.ts).
 * The store checks the same rules before it sends, so these mean another tab or browser got there first.
 */
export const viewErrors: ErrorCatalogue = [
  { status: 400, key: 'list_views_name_too_long', text: 'engine.views.refused.tooLong' },
  { status: 400, key: 'list_views_too_many', text: 'engine.views.refused.tooMany' },
  { status: 400, key: 'list_views_name_taken', text: 'engine.views.refused.nameTaken' },
  { status: 400, key: 'list_views_invalid', text: 'engine.views.refused.invalid' },
];

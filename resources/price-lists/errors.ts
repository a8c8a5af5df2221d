import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

/**
 * The price-list service's known refusals (spec 3 §8): the manual upload's toasts, the feed
 * link's field (`url`) and a link created or removed meanwhile (read again).
 */
export const priceListErrors: ErrorCatalogue = [
  { status: 403, key: 'upload_forbidden', text: 'priceLists.toasts.forbidden' },
  { status: 400, key: 'upload_wrong_format', text: 'priceLists.toasts.wrongFormat' },
  { status: 400, key: 'file_format_not_allowed', text: 'priceLists.toasts.wrongFormat' },
  { status: 400, key: 'upload_archive_too_large', text: 'priceLists.reasons.upload_archive_too_large' },
  { status: 400, key: 'file_too_large', text: 'priceLists.toasts.tooLarge' },
  { status: 400, key: 'file_empty', text: 'priceLists.toasts.empty' },
  { status: 400, key: 'file_required', text: 'priceLists.toasts.uploadError' },
  { status: 400, key: 'feed_url_required', text: 'priceLists.automatic.urlRequired', field: 'url' },
  { status: 400, key: 'feed_url_not_allowed', text: 'priceLists.automatic.urlNotAllowed', field: 'url' },
  ...['feed_not_found', 'feed_wrong_link', 'feed_auth_required', 'feed_wrong_credentials'].map((key) => ({ status: 400, key, text: `priceLists.automatic.reasons.${key}`, field: 'url' })),
  { status: 409, key: 'feed_link_exists', text: 'priceLists.automatic.linkChanged', stale: true },
  { status: 404, key: 'feed_link_not_found', text: 'priceLists.automatic.linkChanged', stale: true },
];

import type { HttpClient } from '../../providers/http/client';
import { safeFileName } from './file-names';

/**
 * The upload page's calls (spec 3 §7 Price list upload), typed:
 *   GET  /merchant-gateway/api/v1/merchant/documents/url   → {url, user, password}; none = url null [C]
 *   POST the same path {url, user, password}               creates the feed link → the link [C]
 *   PUT  the same path {url, user, password}               edits it → the link [C]
 *   POST /merchant-gateway/api/v1/merchant/documents/upload/{filename}, multipart `formfile`
 *                                                          → the new upload event, processing [C]
 *   GET  /audit/api/v1/merchants/events?status=success&status=processed&load_type=auto&limit=1…
 *                                                          → {events, total}: the last successful feed
 * [C] = the spec does not show it; the sandbox answers the same (sandbox/modules/price-lists.ts).
 * Feed link errors are 400 with a key: feed_not_found, feed_wrong_link, feed_auth_required,
 * feed_wrong_credentials (spec 3 §8's four reasons); an upload refused for rights is 403.
 * The history list and one event are read by the data provider (resources/price-lists/history,
 * whose descriptor takes its path and event type from here).
 */
export interface FeedLink {
  url: string;
  user: string | null;
  password: string | null;
}

/** Spec 3 §3 Upload event, as these calls answer it (the resource's own type is the same shape). */
export interface UploadEventAnswer {
  id: string;
  entity_id: string;
  status: string;
  created_at: string;
  meta: { url: string; uploaded: string; updated_at: string; load_type: string; user: string };
}

export interface PriceListsApi {
  getFeedLink(): Promise<FeedLink | null>;
  createFeedLink(link: FeedLink): Promise<FeedLink>;
  updateFeedLink(link: FeedLink): Promise<FeedLink>;
  upload(file: File, onProgress?: (sent: number) => void, signal?: AbortSignal): Promise<UploadEventAnswer>;
  lastSuccessfulFeed(): Promise<UploadEventAnswer | null>;
}

export const FEED_LINK_PATH = '/merchant-gateway/api/v1/merchant/documents/url';
export const UPLOAD_PATH = '/merchant-gateway/api/v1/merchant/documents/upload';
export const UPLOAD_EVENTS_PATH = '/audit/api/v1/merchants/events';
export const UPLOAD_EVENT_TYPE = 'merchant_gateway.upload';

/** The last-success call (spec 3 §7): statuses success and processed, limit 1, newest first. */
export const LAST_FEED_QUERY = {
  status: ['success', 'processed'],
  load_type: 'auto',
  event_type: UPLOAD_EVENT_TYPE,
  page: '1',
  limit: '1',
  sort_key: 'created_at',
  sort_dir: 'desc',
};

export function createPriceListsApi(http: HttpClient): PriceListsApi {
  return {
    getFeedLink: async () => {
      const link = await http.request<Partial<FeedLink> | null>({ path: FEED_LINK_PATH });
      return link && typeof link.url === 'string' && link.url !== '' ? { url: link.url, user: link.user ?? null, password: link.password ?? null } : null;
    },
    createFeedLink: (link) => http.request<FeedLink>({ method: 'POST', path: FEED_LINK_PATH, body: link }),
    updateFeedLink: (link) => http.request<FeedLink>({ method: 'PUT', path: FEED_LINK_PATH, body: link }),
    upload: (file, onProgress, signal) => {
      const form = new FormData();
      // The name the service keeps (base name, at most 255 characters): a very long one would overflow the request line.
      const name = safeFileName(file.name) || file.name;
      form.append('formfile', file, name);
      return http.request<UploadEventAnswer>({ method: 'POST', path: `${UPLOAD_PATH}/${encodeURIComponent(name)}`, body: form, signal, onUploadProgress: onProgress });
    },
    lastSuccessfulFeed: async () => {
      const answer = await http.request<{ events: UploadEventAnswer[] | null }>({ path: UPLOAD_EVENTS_PATH, query: LAST_FEED_QUERY });
      return answer.events?.[0] ?? null;
    },
  };
}

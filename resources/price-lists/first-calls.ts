import { createPriceListsApi } from './price-lists-api';
import { createSettingsApi } from '../../providers/api/settings-api';
import type { HttpClient } from '../../providers/http/client';

/**
 * The upload page's first calls (its manual and automatic tabs; the history tab is a
 * resource list whose descriptor names its own), made on the route's early client
 * (src/app/route-start.ts) so they go out with the page's code: the side guide's user config
 * on both tabs, the feed link and the last successful feed on the automatic one. The
 * screens' identical queries take these answers.
 */
export function startUploadPageCalls(pathname: string, http: HttpClient): Promise<unknown>[] {
  const calls: Promise<unknown>[] = [createSettingsApi(http).getConfig()];
  if (pathname.endsWith('/automatic')) {
    const api = createPriceListsApi(http);
    calls.push(api.getFeedLink(), api.lastSuccessfulFeed());
  }
  return calls;
}

import { createPriceListsApi } from './price-lists-api';
import { createSettingsApi, USER_CONFIG_QUERY_KEY } from '../../providers/api/settings-api';
import { http } from '../../providers/http/client';

export const priceListsApi = createPriceListsApi(http);
/** The user config, for the side guide (the settings page shares the same cache entry). */
export const configApi = createSettingsApi(http);
export const CONFIG_KEY = USER_CONFIG_QUERY_KEY;
export const FEED_LINK_KEY = ['price-lists', 'feed-link'] as const;
export const LAST_FEED_KEY = ['price-lists', 'last-feed'] as const;

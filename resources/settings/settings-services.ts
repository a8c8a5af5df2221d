import { createSettingsApi, USER_CONFIG_QUERY_KEY } from '../../providers/api/settings-api';
import { http } from '../../providers/http/client';

export const settingsApi = createSettingsApi(http);
export const CONFIG_KEY = USER_CONFIG_QUERY_KEY;

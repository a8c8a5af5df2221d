import { createSettingsApi } from '../../providers/api/settings-api';
import { http } from '../../providers/http/client';

export const settingsApi = createSettingsApi(http);
export const CONFIG_KEY = ['user-profile', 'settings'] as const;

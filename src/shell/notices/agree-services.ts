import { createAgreeApi } from './agree-api';
import { createSettingsApi } from '../../../providers/api/settings-api';
import { http } from '../../../providers/http/client';

export const agreeApi = createAgreeApi(http);
/** The user config, where signed codes are remembered. */
export const settingsApi = createSettingsApi(http);

import { createSettingsApi } from '../../../providers/api/settings-api';
import { http } from '../../../providers/http/client';
import { session } from '../../../providers/session';
import { createViewsStore } from './views-store';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // blocked storage: the server copy alone
  }
}

/** The app's one views store: the signed-in person's views in the chosen store. */
export const viewsStore = createViewsStore({
  api: createSettingsApi(http),
  owner: () => {
    const { mid, tdid } = session.get();
    return { mid, tdid };
  },
  storage: browserStorage(),
});

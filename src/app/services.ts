import { createAuthApi } from '../../providers/api/auth-api';
import { createAuthProvider } from '../../providers/auth-provider';
import { config } from '../../providers/config';
import { createDataProvider } from '../../providers/data-provider';
import { http } from '../../providers/http/client';
import { session } from '../../providers/session';
import { resources } from '../../resources';

/** The app's provider instances, wired once. */
export const authApi = createAuthApi(http);
export const authProvider = createAuthProvider(authApi, session);

const byName = new Map(resources.map((r) => [r.name, r]));
export const dataProvider = createDataProvider({
  http,
  apiUrl: config.apiBaseUrl,
  resolve: (name) => {
    const resource = byName.get(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    return resource.backend;
  },
});

export async function loadDictionary(locale: string): Promise<Record<string, string>> {
  const answer = await http.request<{ data: Record<string, string> }>({
    path: config.dictionaryUrl,
    query: { platform: 'partner', lang: locale },
    token: 'none',
  });
  return answer.data;
}

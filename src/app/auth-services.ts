import { createAuthApi } from '../../providers/api/auth-api';
import { createAuthProvider } from '../../providers/auth-provider';
import { config } from '../../providers/config';
import { http } from '../../providers/http/client';
import { session } from '../../providers/session';

/** What the sign-in pages need; kept apart from the data layer so they load without it. */
export const authApi = createAuthApi(http);
export const authProvider = createAuthProvider(authApi, session);

export async function loadDictionary(locale: string): Promise<Record<string, string>> {
  const answer = await http.request<{ data: Record<string, string> }>({
    path: config.dictionaryUrl,
    query: { platform: 'partner', lang: locale },
    token: 'none',
  });
  return answer.data;
}

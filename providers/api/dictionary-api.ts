import { config } from '../config';
import type { HttpClient } from '../http/client';

/** The server's dictionary for one language (`GET {dictionaryUrl}?platform=partner&lang=ru`), merged over the bundled texts. */
export async function loadDictionary(http: HttpClient, locale: string): Promise<Record<string, string>> {
  const answer = await http.request<{ data: Record<string, string> }>({
    path: config.dictionaryUrl,
    query: { platform: 'partner', lang: locale },
    token: 'none',
  });
  return answer.data;
}

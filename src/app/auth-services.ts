import { createAuthApi } from '../../providers/api/auth-api';
import { loadDictionary as loadDictionaryWith } from '../../providers/api/dictionary-api';
import { createAuthProvider } from '../../providers/auth-provider';
import { http } from '../../providers/http/client';
import { session } from '../../providers/session';

/** What the sign-in pages need; kept apart from the data layer so they load without it. */
export const authApi = createAuthApi(http);
export const authProvider = createAuthProvider(authApi, session);

export const loadDictionary = (locale: string) => loadDictionaryWith(http, locale);

import { createAuthApi } from './api/auth-api';
import { loadDictionary as loadDictionaryWith } from './api/dictionary-api';
import { createAuthProvider } from './auth-provider';
import { http } from './http/client';
import { session } from './session';

/** What the sign-in pages need; kept apart from the data layer so they load without it. */
export const authApi = createAuthApi(http);
export const authProvider = createAuthProvider(authApi, session);

export const loadDictionary = (locale: string) => loadDictionaryWith(http, locale);

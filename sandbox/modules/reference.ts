import type { SandboxModule } from '../types';
import { CITIES, contactsIn, DICTIONARY, type Lang } from '../seed/reference';
import { badRequest, queryParam } from '../http';
import { acceptedLang } from '../accept-language';

/**
 * Contacts (worded in the caller's language), cities and the translations dictionary. No
 * token: the sign-in screen needs the support contacts and the texts before anyone is signed in.
 */
const USER_TYPES = ['merchant'];
const LANGS: readonly Lang[] = ['ru', 'kz', 'en'];
const isLang = (value: string | undefined): value is Lang => (LANGS as readonly string[]).includes(value ?? '');

export const referenceModule: SandboxModule = {
  name: 'reference',
  register(app) {
    app.get('/config-discovery/api/v2/contacts', (c) => {
      const userType = queryParam(c, 'user_type');
      if (!userType || !USER_TYPES.includes(userType)) badRequest('user_type must be merchant');
      return c.json({ contacts_info: contactsIn(acceptedLang(c.req.header('Accept-Language'))) });
    });

    app.get('/config-discovery/api/v2/cities', (c) => c.json(CITIES));

    app.get('/translations/api/v1/dictionary', (c) => {
      if (queryParam(c, 'platform') !== 'partner') badRequest('platform must be partner');
      const lang = queryParam(c, 'lang');
      if (!isLang(lang)) badRequest('lang must be ru, kz or en');
      return c.json({ data: DICTIONARY[lang] });
    });
  },
};

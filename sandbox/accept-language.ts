import type { Lang } from './seed/reference';

/**
 * The caller's language from its Accept-Language (the app sends `ru`, `kk` or `en` on every
 * call): its first tag that names one of the three, Russian when none does. Words a service
 * writes for people (support contacts, report headers and statuses) follow it; the spec's
 * parameters stay as they are.
 */
export function acceptedLang(header: string | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().split('-')[0];
    if (tag === 'ru' || tag === 'en') return tag;
    if (tag === 'kk' || tag === 'kz') return 'kz';
  }
  return 'ru';
}

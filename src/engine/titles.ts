import { LOCALES, type ResourceTexts } from '../../providers/i18n/types';
import type { AnyDescriptor } from './descriptor';

/** The descriptors' `<name>.titles.*` as one bundle: the menu and breadcrumbs read them before any page loads. */
export function titlesOf(list: AnyDescriptor[]): ResourceTexts {
  return Object.fromEntries(LOCALES.map((locale) => [locale, Object.fromEntries(list.map((r) => [r.name, { titles: r.titles[locale] }]))])) as unknown as ResourceTexts;
}

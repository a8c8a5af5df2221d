import i18next from 'i18next';
import { LOCALES } from '../../providers/i18n/types';
import type { AnyResource } from '../engine/descriptor';

/**
 * Adds the descriptors' texts when the admin part loads. Server texts already merged for a
 * language win over them (they are added without overwriting).
 */
export function addResourceTexts(list: AnyResource[]): void {
  for (const resource of list) {
    for (const locale of LOCALES) i18next.addResourceBundle(locale, 'translation', resource.i18n[locale], true, false);
  }
}

import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceTexts } from '../../providers/i18n/types';
import { flattenKeys, mergeTexts } from '../../providers/i18n/merge';
import { LOCALES } from '../../providers/i18n/types';
import { loadAllBundles } from '../../tests/setup/bundles';

describe('bundled dictionaries', () => {
  let bundles: ResourceTexts[] = [];
  let merged: Record<string, ReturnType<typeof mergeTexts>> = {};
  beforeAll(async () => {
    bundles = await loadAllBundles();
    merged = Object.fromEntries(LOCALES.map((locale) => [locale, mergeTexts(bundles.map((b) => b[locale]))]));
  });

  it('merge without a key defined twice', () => {
    for (const locale of LOCALES) expect(() => mergeTexts(bundles.map((b) => b[locale]))).not.toThrow();
  });

  it.each(['kz', 'en'] as const)('%s has exactly the keys ru has', (locale) => {
    expect(flattenKeys(merged[locale]).sort()).toEqual(flattenKeys(merged.ru).sort());
  });

  it('has no empty text', () => {
    for (const locale of LOCALES) {
      const empty = flattenKeys(merged[locale]).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], merged[locale]);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, locale).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { installmentsTexts } from './texts';
import { oldInstallmentsTexts } from './old/texts';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`))).sort();

describe('installment texts', () => {
  it.each([['new', installmentsTexts], ['old', oldInstallmentsTexts]])('%s programme: ru, kz and en have the same keys, none empty', (_name, texts) => {
    const ru = keys(texts.ru as Tree);
    expect(keys(texts.kz as Tree)).toEqual(ru);
    expect(keys(texts.en as Tree)).toEqual(ru);
    for (const lang of ['ru', 'kz', 'en'] as const) {
      const flat = JSON.stringify(texts[lang]);
      expect(flat).not.toMatch(/:""/);
    }
  });
});

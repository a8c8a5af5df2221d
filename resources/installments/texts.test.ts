import { describe, expect, it } from 'vitest';
import { installmentsTexts } from './texts';
import { oldInstallmentsTexts } from './old/texts';
import { installments } from '.';
import { oldInstallments } from './old';

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

describe('the two programmes’ pages', () => {
  it.each(['ru', 'kz', 'en'] as const)('%s: each has its own heading, the one its menu entry shows', (lang) => {
    const heading = (texts: typeof installmentsTexts, area: string) => ((texts[lang] as Tree)[area] as Tree).heading;
    const fresh = heading(installmentsTexts, 'installments');
    const old = heading(oldInstallmentsTexts, 'old-installments');
    expect(fresh).not.toBe(old);
    expect(fresh).toBe(installments.titles?.[lang]?.list);
    expect(old).toBe(oldInstallments.titles?.[lang]?.list);
  });
});

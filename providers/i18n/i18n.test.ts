import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { unflatten } from './merge';

describe('i18n provider', () => {
  it('unflattens dotted server keys and keeps flat ones', () => {
    expect(unflatten({ 'auth.signIn.title': 'A', code_too_short: 'B' })).toEqual({ auth: { signIn: { title: 'A' } }, code_too_short: 'B' });
  });

  it('defaults to ru, falls back to en, and merges the server dictionary over the bundled texts', async () => {
    localStorage.clear();
    const bundle = {
      ru: { greeting: { title: 'Привет', body: 'Текст' } },
      kz: { greeting: { title: 'Сәлем', body: 'Мәтін' } },
      en: { greeting: { title: 'Hello', body: 'Text' }, onlyEnglish: 'Fallback' },
    };
    await initI18n({ bundles: [bundle], loadDictionary: async (locale) => ({ 'greeting.title': `server-${locale}` }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.language).toBe('ru');
    expect(i18next.t('greeting.title')).toBe('server-ru');
    expect(i18next.t('greeting.body')).toBe('Текст');
    expect(i18next.t('onlyEnglish')).toBe('Fallback');
    await i18next.changeLanguage('kz');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.t('greeting.title')).toBe('server-kz');
    expect(localStorage.getItem('merchant_cabinet_locale')).toBe('kz');
  });
});

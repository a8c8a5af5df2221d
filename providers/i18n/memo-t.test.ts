import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { memoT } from './memo-t';

async function setUp() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'ru',
    resources: { ru: { translation: { row: 'Строка {{id}}', overdue: 'просрочено' } }, en: { translation: { row: 'Row {{id}}', overdue: 'overdue' } } },
    interpolation: { escapeValue: false },
  });
  const asked = vi.fn(((...args: Parameters<TFunction>) => i18n.t(...args)) as unknown as TFunction);
  return { i18n, asked, t: memoT(asked, i18n) };
}

describe('memoT', () => {
  it('asks i18next once for each key and plain options, and answers as it does', async () => {
    const { t, asked } = await setUp();
    expect(t('row', { id: 7 })).toBe('Строка 7');
    expect(t('row', { id: 7 })).toBe('Строка 7');
    expect(t('row', { id: 8 })).toBe('Строка 8');
    expect(t('overdue')).toBe('просрочено');
    expect(t('overdue')).toBe('просрочено');
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it('asks every time when the options hold more than plain values', async () => {
    const { t, asked } = await setUp();
    t('row', { id: 7, extra: { deep: true } } as never);
    t('row', { id: 7, extra: { deep: true } } as never);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('forgets its answers when the language changes or texts are added', async () => {
    const { t, i18n } = await setUp();
    expect(t('overdue')).toBe('просрочено');
    i18n.addResource('ru', 'translation', 'overdue', 'срок вышел');
    expect(t('overdue')).toBe('срок вышел');
    await i18n.changeLanguage('en');
    expect(t('overdue')).toBe('overdue');
  });
});

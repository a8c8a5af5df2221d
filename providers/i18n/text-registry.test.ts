import { describe, expect, it, vi } from 'vitest';
import type { ResourceTexts } from './types';

const texts = (word: string): ResourceTexts => ({ ru: { word }, kz: { word }, en: { word } });

describe('text registry', () => {
  it('keeps texts that arrive before i18n, adds them in order on connect, and passes later ones straight on', async () => {
    vi.resetModules(); // a registry that no i18n has connected to yet (the test setup connects one)
    const { addTexts, connectTexts } = await import('./text-registry');
    addTexts(texts('a'));
    addTexts(texts('b'));
    const added: string[] = [];
    connectTexts((t) => added.push(String(t.ru.word)));
    expect(added).toEqual(['a', 'b']);
    addTexts(texts('c'));
    expect(added).toEqual(['a', 'b', 'c']);
  });
});

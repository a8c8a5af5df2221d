import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseColorScheme, currentColorScheme, markColorScheme, resolveColorScheme, storedColorSchemeChoice, useColorScheme, useColorSchemeChoice } from './color-scheme';

describe('the colour scheme (issue 33)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('"system" follows the system; a choice wins over it', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('is kept in this browser; "system" leaves nothing stored; anything else stored reads as "system"', () => {
    expect(storedColorSchemeChoice()).toBe('system');
    chooseColorScheme('dark');
    expect(localStorage.getItem('partner.colorScheme')).toBe('dark');
    expect(storedColorSchemeChoice()).toBe('dark');
    expect(currentColorScheme()).toBe('dark');
    chooseColorScheme('system');
    expect(localStorage.getItem('partner.colorScheme')).toBeNull();
    localStorage.setItem('partner.colorScheme', 'purple');
    expect(storedColorSchemeChoice()).toBe('system');
  });

  it('re-renders who reads it when it is chosen', () => {
    const { result } = renderHook(() => [useColorSchemeChoice(), useColorScheme()] as const);
    expect(result.current).toEqual(['system', 'light']); // jsdom's system: no dark preference
    act(() => chooseColorScheme('dark'));
    expect(result.current).toEqual(['dark', 'dark']);
  });

  it('holds a choice storage refuses until the page is reloaded', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useColorScheme());
    act(() => chooseColorScheme('dark'));
    expect(result.current).toBe('dark');
    vi.restoreAllMocks();
    act(() => chooseColorScheme('light'));
    expect(result.current).toBe('light');
  });

  it('marks the document for our colours and the browser\'s own parts', () => {
    markColorScheme(document, 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    markColorScheme(document, 'light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

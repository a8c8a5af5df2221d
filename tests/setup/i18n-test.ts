import '@ant-design/v5-patch-for-react-19';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { controlsTexts } from '../../src/controls/texts';
import { engineTexts } from '../../src/engine/texts';
import type { Locale, ResourceTexts, TextTree } from '../../src/engine/descriptor';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function merge(target: TextTree, source: TextTree): TextTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

/**
 * Initialises i18next for component tests with the controls' and engine's bundled texts
 * (plus any resource texts given), in Russian unless told otherwise. The app's real
 * provider (providers/i18n) merges the same exports.
 */
export function setupTestI18n(extra: ResourceTexts[] = [], lng: Locale = 'ru'): i18n {
  const all = [controlsTexts, engineTexts, ...extra];
  const resources = Object.fromEntries(
    (['ru', 'kz', 'en'] as const).map((l) => [l, { translation: all.reduce<TextTree>((acc, tx) => merge(acc, tx[l]), {}) }]),
  );
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18next;
}

import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { useMediaQuery } from '../controls/media-query';
import { AppFrame } from './app-frame';
import { markColorScheme, useColorScheme, type ColorScheme } from '../controls/color-scheme';
import { antdSettings } from './antd-locales';
import { darkTokens, REDUCED_MOTION_QUERY, reducedMotionDarkTokens, reducedMotionTheme, theme } from './theme';

const dark = (tokens: ThemeConfig): ThemeConfig => ({ ...tokens, algorithm: antdTheme.darkAlgorithm });
// One object per case: a new theme object on every render would make antd re-hash every style.
const THEMES: Record<ColorScheme, Record<'motion' | 'still', ThemeConfig>> = {
  light: { motion: theme, still: reducedMotionTheme },
  dark: { motion: dark(darkTokens), still: dark(reducedMotionDarkTokens) },
};

/** The frame every page shares: router, antd theme and locale, and App.useApp()'s toasts (app-frame.tsx). Refine loads with the admin part. */
export function App({ i18n }: { i18n: I18n }) {
  const { i18n: live } = useTranslation();
  const antd = antdSettings(live.language);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const scheme = useColorScheme();
  useLayoutEffect(() => markColorScheme(document, scheme), [scheme]);
  return (
    <BrowserRouter>
      <ConfigProvider locale={antd.locale} modal={antd.modal} theme={THEMES[scheme][reducedMotion ? 'still' : 'motion']}>
        <AppFrame>
          <AppRoutes i18n={i18n} />
        </AppFrame>
      </ConfigProvider>
    </BrowserRouter>
  );
}

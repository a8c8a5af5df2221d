import '@ant-design/v5-patch-for-react-19';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../providers/i18n/i18n';
import { languageTag } from '../../providers/i18n/stored-locale';
import { setDayjsLocale } from '../format/locale';
import { appTexts } from './app-texts';
import { App } from './app';
import { logCaughtError } from './caught-errors';
import { loadDictionary } from '../../providers/auth-services';
import { installSessionEnd } from './session-end/session-end-state';
import { labelStartupSkeleton } from './startup-skeleton';

/**
 * The React half of the start (src/main.tsx is the other): texts, then the first render once
 * the landing route's code has arrived, so that render has all of it and no Suspense boundary
 * shows a fallback (React holds a boundary's content back for 300 ms after one).
 */
export async function startApp(container: HTMLElement, routeReady: Promise<unknown>): Promise<void> {
  installSessionEnd();
  const i18n = await initI18n({
    bundles: appTexts,
    loadDictionary,
    onLocaleChange: (locale) => {
      setDayjsLocale(locale);
      document.documentElement.lang = languageTag(locale);
    },
  });
  labelStartupSkeleton(container, i18n.t('engine.loading'));
  // Its first render replaces the startup skeleton. Caught render errors go to the console as
  // text: logged as objects, each would keep its failed screen alive (caught-errors.ts).
  const root = createRoot(container, { onCaughtError: logCaughtError });
  await routeReady;
  // Tests check against it that no chunk of the first screen is discovered by rendering.
  performance.mark('partner:first-render');
  // As a transition, the first render (the shell, the filters, a page of rows: a few hundred
  // milliseconds of work on a slow phone) yields to the browser every few milliseconds instead
  // of holding the main thread in one long task: input and paint are never blocked by it.
  startTransition(() => root.render(<App i18n={i18n} />));
}

import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../providers/i18n/i18n';
import { App } from './app/app';
import { watchPreloadErrors } from './app/preload-error';
import { startRoute } from './app/route-start';
import { StartupSkeleton } from './app/startup-skeleton';
import { loadDictionary } from './app/auth-services';
import { setDayjsLocale } from './format/locale';
import { appTexts } from './i18n/app-texts';

watchPreloadErrors(window);
// The landing route's code and first calls, all at once, before anything renders.
const routeCode = startRoute(window.location.pathname, window.location.search);

// No top-level await: route chunks import shared modules that may sit in the entry's chunk,
// and a module that is still evaluating would hold their imports (and so the route) back.
void (async () => {
  const i18n = await initI18n({
    bundles: appTexts,
    loadDictionary,
    onLocaleChange: (locale) => {
      setDayjsLocale(locale);
      document.documentElement.lang = locale === 'kz' ? 'kk' : locale;
    },
  });

  // A skeleton of the page until its code has arrived; then the first real render has all of it.
  const root = createRoot(document.getElementById('root')!);
  if (routeCode.showsShell) root.render(<StartupSkeleton label={i18n.t('engine.loading')} />);
  await routeCode.ready;
  // Tests check against it that no chunk of the first screen is discovered by rendering.
  performance.mark('partner:first-render');
  root.render(<App i18n={i18n} />);
})();

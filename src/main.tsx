import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../providers/i18n/i18n';
import { App } from './app/app';
import { watchPreloadErrors } from './app/preload-error';
import { startRoute } from './app/route-start';
import { loadDictionary } from './app/auth-services';
import { setDayjsLocale } from './format/locale';
import { appTexts } from './i18n/app-texts';

watchPreloadErrors(window);
// The landing route's code and first calls, all at once, before anything renders.
const routeCode = startRoute(window.location.pathname, window.location.search);

const i18n = await initI18n({
  bundles: appTexts,
  loadDictionary,
  onLocaleChange: (locale) => {
    setDayjsLocale(locale);
    document.documentElement.lang = locale === 'kz' ? 'kk' : locale;
  },
});

// index.html shows a skeleton of the page until then; the first render has all its code.
await routeCode;
createRoot(document.getElementById('root')!).render(<App i18n={i18n} />);

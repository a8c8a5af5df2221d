import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../providers/i18n/i18n';
import { App } from './app/app';
import { watchPreloadErrors } from './app/preload-error';
import { loadDictionary } from './app/auth-services';
import { setDayjsLocale } from './format/locale';
import { appTexts } from './i18n/app-texts';

watchPreloadErrors(window);

const i18n = await initI18n({
  bundles: appTexts,
  loadDictionary,
  onLocaleChange: (locale) => {
    setDayjsLocale(locale);
    document.documentElement.lang = locale === 'kz' ? 'kk' : locale;
  },
});

createRoot(document.getElementById('root')!).render(<App i18n={i18n} />);

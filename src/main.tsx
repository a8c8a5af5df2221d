import { version } from '../package.json';
import { config } from '../providers/config';
import { storedLocale } from '../providers/i18n/stored-locale';
import { startErrorReporting } from '../providers/error-reporting';
import { session } from '../providers/session';
import { applyStyleNonce } from './app/csp-nonce';
import { watchPreloadErrors } from './app/preload-error';
import { dropSpentPreloads } from './app/spent-preloads';
import { startRoute } from './app/route-start';
import { showStartupSkeleton } from './app/startup-skeleton';
import { currentColorScheme, markColorScheme } from './controls/color-scheme';
import './controls/colors.css';

/*
 * The entry is small and free of React and antd, so it runs while the framework chunk is
 * still on the wire (index.html preloads it): the landing route's first calls and all of its
 * code are requested at once, then the React half renders when they have arrived.
 * No top-level await: route chunks import shared modules that may sit in the entry's chunk,
 * and a module that is still evaluating would hold their imports (and so the route) back.
 */
applyStyleNonce(document);
markColorScheme(document, currentColorScheme());
startErrorReporting({
  dsn: config.sentryDsn,
  release: version,
  context: () => ({ route: window.location.pathname, locale: storedLocale(), merchantId: session.get().mid }),
});
watchPreloadErrors(window);
dropSpentPreloads(document.head);
const route = startRoute(window.location.pathname, window.location.search);
const container = document.getElementById('root')!;
if (route.showsShell) showStartupSkeleton(container);
void import('./app/start-app').then(({ startApp }) => startApp(container, route.ready));

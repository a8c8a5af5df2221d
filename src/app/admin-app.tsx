import { Refine } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { addTexts, createI18nProvider } from '../../providers/i18n/i18n';
import { resources } from '../../resources';
import { showBaseOf, type AnyDescriptor, type PageKind } from '../engine/descriptor';
import { DescriptorsProvider } from '../engine/descriptors';
import { ResourcePage } from '../engine/resource-page';
import { titlesOf } from '../engine/titles';
import { adminPages as pages, PAGE_PATHS, UPLOAD_PAGE_TABS } from './admin-pages';
import { productsHome } from '../shell/menu-entries';
import { menuPages } from '../shell/menu-pages';
import { Loading } from '../controls/loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { useNotificationProvider } from '../shell/notification-provider';
import { toRefineResources } from './refine-resources';
import { ResourceGate } from './resource-gate';
import { MAIN_AREA_STATUSES, rootRoute } from '../../providers/access';
import { readShopStatus } from '../../providers/shop-status';
import { areas } from './areas';
import { authProvider } from '../../providers/auth-services';
import { dataProvider } from './data-services';
import { useSessionEnd } from './session-end/session-end-state';
import { useSessionSnapshot } from '../shell/use-session';
import { RegisterGate } from '../../resources/register/register-gate';
import { ACTIVE_ROUTE, NEW_INSTALLMENTS_ROOT } from '../../resources/installments/routes';
import { partnerRouterProvider } from './router-provider';
import { isMissingRecord } from '../engine/missing-record';
import { PageStartContext } from '../shell/page-start';
import { startPageCalls } from './page-calls';

/** One more try after a failed read, but not for a record that is not there (or an id refused): asking again finds nothing more, and the not-found page would wait for it. */
const retryOnce = (failures: number, error: unknown): boolean => failures < 1 && !isMissingRecord(error);

const ShellLayout = pages.shell.Component;
const NotFoundPage = pages.notFound.Component;
const HelpPages = pages.help.Component;
const IconsPage = pages.icons.Component;
const CrashTestPage = pages.crash.Component;
const RegisterPage = pages.register.Component;
const SettingsPage = pages.settings.Component;
const ProfilePage = pages.profile.Component;
const UploadPage = pages.upload.Component;

const refineResources = toRefineResources(resources);
// The titles arrive with the admin part (menu, breadcrumbs); the rest of a resource's texts with its page.
addTexts(titlesOf(resources));

/** A route's element: its own error boundary (a failing screen leaves the shell working) and loading state. */
function page(node: ReactNode) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>{node}</Suspense>
    </RouteErrorBoundary>
  );
}

const RESOURCE_PAGE_SUFFIXES: Record<PageKind, string> = { list: '', show: '/:id', edit: '/:id/edit' };

/** Each descriptor's list, show and edit routes (its own screens, or the engine's pages). */
function resourceRoutes(r: AnyDescriptor) {
  return r.pages.map((kind) => (
    <Route
      key={`${r.name}-${kind}`}
      path={`${kind === 'show' ? showBaseOf(r) : r.route}${RESOURCE_PAGE_SUFFIXES[kind]}`}
      element={<ResourceGate access={r.access}>{page(<ResourcePage descriptor={r} page={kind} />)}</ResourceGate>}
    />
  ));
}

/** Another store's (or nobody's) data must never show from the cache. */
function CacheReset() {
  const { mid } = useSessionSnapshot();
  // While the session-end dialog is open nobody is signed in, yet the page keeps its data:
  // the same store comes back (nothing to clear), or the person leaves for sign-in.
  const { open: ending } = useSessionEnd();
  const queryClient = useQueryClient();
  const last = useRef(mid);
  useEffect(() => {
    if (ending) return;
    if (last.current !== mid) queryClient.clear();
    last.current = mid;
  }, [mid, ending, queryClient]);
  return null;
}

/** The signed-in part: Refine with the descriptors' resources, the shell and their routes. */
export default function AdminApp({ i18n }: { i18n: I18n }) {
  const i18nProvider = useMemo(() => createI18nProvider(i18n), [i18n]);
  return (
    <Refine
      dataProvider={dataProvider}
      routerProvider={partnerRouterProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      resources={refineResources}
      options={{ syncWithLocation: true, disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false } } } } }}
    >
      <CacheReset />
      <Routes>
        {/* The shell builds the side menu and the new-record alerts from the descriptors it is given. */}
        <Route element={page(<PageStartContext value={startPageCalls}><DescriptorsProvider descriptors={resources}><ShellLayout /></DescriptorsProvider></PageStartContext>)}>
          <Route path="/" element={<Navigate to={rootRoute(readShopStatus(), areas)} replace />} />
          {resources.flatMap(resourceRoutes)}
          <Route path={`${PAGE_PATHS.help}/*`} element={page(<HelpPages />)} />
          <Route path={PAGE_PATHS.icons} element={page(<IconsPage />)} />
          <Route path={PAGE_PATHS.register} element={<RegisterGate>{page(<RegisterPage />)}</RegisterGate>} />
          <Route path={PAGE_PATHS.settings} element={page(<SettingsPage />)} />
          <Route path={PAGE_PATHS.profileRoot} element={<Navigate to={PAGE_PATHS.profile} replace />} />
          <Route path={PAGE_PATHS.profile} element={<ResourceGate access={MAIN_AREA_STATUSES}>{page(<ProfilePage />)}</ResourceGate>} />
          <Route path={PAGE_PATHS.products} element={<Navigate to={productsHome(resources, menuPages, readShopStatus())} replace />} />
          <Route path={PAGE_PATHS.upload} element={<Navigate to={`${PAGE_PATHS.upload}/${UPLOAD_PAGE_TABS[0]}`} replace />} />
          {UPLOAD_PAGE_TABS.map((tab) => (
            <Route key={tab} path={`${PAGE_PATHS.upload}/${tab}`} element={<ResourceGate access={MAIN_AREA_STATUSES}>{page(<UploadPage />)}</ResourceGate>} />
          ))}
          <Route path={NEW_INSTALLMENTS_ROOT} element={<Navigate to={ACTIVE_ROUTE} replace />} />
          <Route path={PAGE_PATHS.crash} element={page(<CrashTestPage />)} />
          <Route path="*" element={page(<NotFoundPage />)} />
        </Route>
      </Routes>
    </Refine>
  );
}

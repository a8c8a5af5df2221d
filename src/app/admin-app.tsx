import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { createI18nProvider } from '../../providers/i18n/i18n';
import { resources } from '../../resources';
import type { AnyResource } from '../engine/descriptor';
import { Loading } from './loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { useNotificationProvider } from './notification-provider';
import { toRefineResources } from './refine-resources';
import { ResourceGate } from './resource-gate';
import { rootRoute } from '../../providers/access';
import { readShopStatus } from '../../providers/shop-status';
import { areas } from './areas';
import { authProvider } from './auth-services';
import { dataProvider } from './data-services';
import { addResourceTexts } from '../i18n/resource-texts';
import { useSessionSnapshot } from './use-session';
import { RegisterGate } from '../register/register-gate';

const ShellLayout = lazy(() => import('../shell/shell-layout'));
const NotFoundPage = lazy(() => import('../shell/not-found-page'));
const HelpPages = lazy(() => import('../help/help-pages'));
const IconsPage = lazy(() => import('../icons/icons-page'));
const CrashTestPage = lazy(() => import('./crash-test-page'));
const RegisterPage = lazy(() => import('../register/register-page'));
const SettingsPage = lazy(() => import('../settings/settings-page'));
const ListPage = lazy(() => import('../engine/list-page').then((m) => ({ default: m.ListPage })));
const ShowPage = lazy(() => import('../engine/show-page').then((m) => ({ default: m.ShowPage })));
const EditPage = lazy(() => import('../engine/edit-page').then((m) => ({ default: m.EditPage })));

const refineResources = toRefineResources(resources);
// The resources' texts arrive with the admin part; the sign-in pages do not need them.
addResourceTexts(resources);

/** A route's element: its own error boundary (a failing screen leaves the shell working) and loading state. */
function page(node: ReactNode) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>{node}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Each descriptor's list, show and edit routes (or the custom screens it names). */
function resourceRoutes(r: AnyResource) {
  const gate = (node: ReactNode) => <ResourceGate access={r.access}>{page(node)}</ResourceGate>;
  const List = r.list?.component;
  const Show = r.show?.component;
  const Edit = r.edit?.component;
  return [
    r.list && <Route key={`${r.name}-list`} path={r.route} element={gate(List ? <List /> : <ListPage descriptor={r} />)} />,
    r.show && <Route key={`${r.name}-show`} path={`${r.route}/:id`} element={gate(Show ? <Show /> : <ShowPage descriptor={r} />)} />,
    r.edit && <Route key={`${r.name}-edit`} path={`${r.route}/:id/edit`} element={gate(Edit ? <Edit /> : <EditPage descriptor={r} />)} />,
  ];
}

/** Another store's (or nobody's) data must never show from the cache. */
function CacheReset() {
  const { mid } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const last = useRef(mid);
  useEffect(() => {
    if (last.current !== mid) queryClient.clear();
    last.current = mid;
  }, [mid, queryClient]);
  return null;
}

/** The signed-in part: Refine with the descriptors' resources, the shell and their routes. */
export default function AdminApp({ i18n }: { i18n: I18n }) {
  const i18nProvider = useMemo(() => createI18nProvider(i18n), [i18n]);
  return (
    <Refine
      dataProvider={dataProvider}
      routerProvider={routerProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      resources={refineResources}
      options={{ syncWithLocation: true, disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } } } }}
    >
      <CacheReset />
      <Routes>
        <Route element={page(<ShellLayout />)}>
          <Route path="/" element={<Navigate to={rootRoute(readShopStatus(), areas)} replace />} />
          {resources.flatMap(resourceRoutes)}
          <Route path="/faq/*" element={page(<HelpPages />)} />
          <Route path="/icons" element={page(<IconsPage />)} />
          <Route path="/register" element={<RegisterGate>{page(<RegisterPage />)}</RegisterGate>} />
          <Route path="/profile/settings" element={page(<SettingsPage />)} />
          <Route path="/__crash" element={page(<CrashTestPage />)} />
          <Route path="*" element={page(<NotFoundPage />)} />
        </Route>
      </Routes>
    </Refine>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { resources } from '../../resources';
import type { AnyResource } from '../engine/descriptor';
import { Guard } from './guard';
import { Loading } from './loading';
import { ResourceGate } from './resource-gate';

// Route-level splitting: the sign-in pages never load the admin's screens, and each
// generic page is fetched the first time a route needs it.
const SignInPage = lazy(() => import('../auth/sign-in-page'));
const PartnerSelectionPage = lazy(() => import('../auth/partner-selection-page'));
const ShellLayout = lazy(() => import('../shell/shell-layout'));
const NotFoundPage = lazy(() => import('../shell/not-found-page'));
const ListPage = lazy(() => import('../engine/list-page').then((m) => ({ default: m.ListPage })));
const ShowPage = lazy(() => import('../engine/show-page').then((m) => ({ default: m.ShowPage })));
const EditPage = lazy(() => import('../engine/edit-page').then((m) => ({ default: m.EditPage })));

const areas = resources.filter((r) => r.menu).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0)).map(({ route, access }) => ({ route, access }));

function page(node: ReactNode) {
  return <Suspense fallback={<Loading />}>{node}</Suspense>;
}

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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Guard areas={areas} />}>
        <Route path="/auth" element={<Navigate to="/auth/sign-in" replace />} />
        <Route path="/auth/sign-in" element={page(<SignInPage />)} />
        <Route path="/auth/sign-in/partner-selection" element={page(<PartnerSelectionPage />)} />
        <Route element={page(<ShellLayout />)}>
          <Route path="/" element={<Loading />} />
          {resources.flatMap(resourceRoutes)}
          <Route path="*" element={page(<NotFoundPage />)} />
        </Route>
      </Route>
    </Routes>
  );
}

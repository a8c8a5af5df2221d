import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Guard } from './guard';
import { Loading } from '../controls/loading';
import { NavigationProgress } from './navigation-progress';
import { PAGE_PATHS, pages } from './page-loaders';
import { RouteErrorBoundary } from './route-error-boundary';
import { SessionEndHost } from './session-end/session-end-host';
import { useSessionSnapshot } from '../shell/use-session';

// Route-level splitting: the sign-in pages load neither Refine nor the admin's screens;
// the admin part (Refine, shell, generic pages) is fetched when a signed-in route opens.
const SignInPage = pages.signIn.Component;
const PartnerSelectionPage = pages.partnerSelection.Component;
const SignUpPage = pages.signUp.Component;
const AdminApp = pages.admin.Component;
// Help signed out: its own light layout; signed in, /faq is a page of the shell (admin-app.tsx).
const PublicHelpLayout = pages.publicHelp.Component;

function page(node: ReactNode) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>{node}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes({ i18n }: { i18n: I18n }) {
  const { signedIn } = useSessionSnapshot();
  return (
    <>
      <NavigationProgress />
      <SessionEndHost />
      <Routes>
        <Route element={<Guard />}>
          <Route path="/auth" element={<Navigate to={PAGE_PATHS.signIn} replace />} />
          <Route path={PAGE_PATHS.signIn} element={page(<SignInPage />)} />
          <Route path={PAGE_PATHS.partnerSelection} element={page(<PartnerSelectionPage />)} />
          <Route path={PAGE_PATHS.signUp} element={page(<SignUpPage />)} />
          {!signedIn && <Route path={`${PAGE_PATHS.help}/*`} element={page(<PublicHelpLayout />)} />}
          <Route path="*" element={page(<AdminApp i18n={i18n} />)} />
        </Route>
      </Routes>
    </>
  );
}

import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Guard } from './guard';
import { Loading } from './loading';

// Route-level splitting: the sign-in pages load neither Refine nor the admin's screens;
// the admin part (Refine, shell, generic pages) is fetched when a signed-in route opens.
const SignInPage = lazy(() => import('../auth/sign-in-page'));
const PartnerSelectionPage = lazy(() => import('../auth/partner-selection-page'));
const AdminApp = lazy(() => import('./admin-app'));

function page(node: ReactNode) {
  return <Suspense fallback={<Loading />}>{node}</Suspense>;
}

export function AppRoutes({ i18n }: { i18n: I18n }) {
  return (
    <Routes>
      <Route element={<Guard />}>
        <Route path="/auth" element={<Navigate to="/auth/sign-in" replace />} />
        <Route path="/auth/sign-in" element={page(<SignInPage />)} />
        <Route path="/auth/sign-in/partner-selection" element={page(<PartnerSelectionPage />)} />
        <Route path="*" element={page(<AdminApp i18n={i18n} />)} />
      </Route>
    </Routes>
  );
}

import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reportRenderFailure } from '../../providers/error-reporting';
import { isPreloadError } from './preload-error';
import { COLORS } from '../controls/colors';

// The error view (antd Result and friends) loads only when a screen has failed.
const ErrorPage = lazy(() => import('./error-page').then((m) => ({ default: m.ErrorPage })));

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next path) clears a caught error, so leaving a broken screen works. */
  resetKey: string;
  /** What shows in the children's place once they have failed. */
  fallback: (error: unknown) => ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  key: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, error: null, failed: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Every failure is reported (spec 1 §9: sampling rate 1). The console gets it from the root's
    // onCaughtError, as text (caught-errors.ts): an error object kept by the console would keep
    // this failed screen, detached, for the rest of the tab's life.
    reportRenderFailure(error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * The error view's stand-in when its own code cannot be loaded either (offline, or a deploy
 * removed the old chunks): plain elements, the same "could not load, reload" message.
 */
function PlainPreloadError() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 24, fontWeight: 600, margin: '0 0 8px' }}>{t('errorPage.preloadTitle')}</h1>
      <p>
        <code>{t('errorPage.preloadCode')}</code>
      </p>
      <p style={{ color: COLORS.textSecondary, maxWidth: 560, marginInline: 'auto' }}>{t('errorPage.preloadPrompt')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errorPage.refresh')}
      </button>
    </div>
  );
}

/**
 * Wraps one route's element: a screen that throws while rendering (or whose code cannot be
 * loaded) shows the error page in its own place, while the shell around it keeps working;
 * navigating elsewhere clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary
      resetKey={pathname}
      fallback={(error) => (
        <Boundary resetKey={pathname} fallback={() => <PlainPreloadError />}>
          <Suspense fallback={null}>
            <ErrorPage kind={isPreloadError(error) ? 'preload' : 'render'} />
          </Suspense>
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}

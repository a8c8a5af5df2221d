import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from './error-page';
import { isPreloadError } from './preload-error';

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next path) clears a caught error, so leaving a broken screen works. */
  resetKey: string;
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
    // Every failure is reported (spec 1 §9: sampling rate 1); the console is where it goes for now.
    console.error('Screen failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <ErrorPage kind={isPreloadError(this.state.error) ? 'preload' : 'render'} />;
    return this.props.children;
  }
}

/**
 * Wraps one route's element: a screen that throws while rendering (or whose code cannot be
 * loaded) shows the error page in its own place, while the shell around it keeps working;
 * navigating elsewhere clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

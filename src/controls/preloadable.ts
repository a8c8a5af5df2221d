import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { waitForCode } from './code-wait';
import { onDemand } from './on-demand';

type Settled<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A promise that React's `use` reads synchronously once it has settled (React 19 looks at
 * `status`/`value` on the thenables it is given), so a page whose data or code arrived
 * before it rendered does not suspend for one more pass.
 */
export function readable<T>(promise: Promise<T>): Promise<T> {
  const p = promise as Settled<T>;
  if (p.status) return p;
  p.status = 'pending';
  p.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason: unknown) => {
      p.status = 'rejected';
      p.reason = reason;
    },
  );
  return p;
}

/** Whether a `readable` promise has already delivered its value. */
export function hasArrived(promise: Promise<unknown>): boolean {
  return (promise as Settled<unknown>).status === 'fulfilled';
}

/**
 * `load` once, whoever asks first (the route's first wave or the render), and a lazy
 * component that renders at once when the module has already arrived: React.lazy resolves a
 * thenable that calls back synchronously without suspending, where a fresh `import()`
 * promise would cost one more render pass (and Suspense's reveal throttle).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const part = onDemand(load);
  const Component: LazyExoticComponent<ComponentType<P>> = lazy(() => {
    const arrived = part.loaded;
    return arrived ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(arrived) } as unknown as Promise<{ default: ComponentType<P> }>) : waitForCode(part.load());
  });
  return { load: part.load, Component };
}

import { useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * Code that the first screen does not show (a dropdown's content, a notice): it
 * loads when first needed, or earlier when the browser is idle, so it is there when opened.
 */
export interface OnDemand<M> {
  /** Starts loading once, whoever asks first; a failed load is tried again next time. */
  load(): Promise<M>;
  /** The module, once it has arrived. */
  readonly loaded: M | undefined;
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

export interface OnDemandState<M> {
  module?: M;
  /** Its code could not be loaded; mounting again tries again. */
  failed: boolean;
}

/**
 * The part's module while `wanted`: at once (same render) when it has already arrived,
 * otherwise after loading it. Plain state, not Suspense, so nothing around it suspends.
 */
export function useOnDemand<M>(part: OnDemand<M>, wanted = true): OnDemandState<M> {
  const [state, setState] = useState<OnDemandState<M>>(() => ({ module: part.loaded, failed: false }));
  const missing = wanted && !state.module && !state.failed;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    part.load().then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [part, missing]);
  return state;
}

/** Loads the parts when the browser is idle; call it after the first render (an effect). A failure stays quiet: first use tries again. */
export function prefetchOnIdle(...parts: Array<OnDemand<unknown>>): void {
  whenIdle(() => parts.forEach((part) => void part.load().catch(() => undefined)));
}

import type { useAppProps } from 'antd/es/app/context';
import { onDemand } from '../controls/on-demand';

/**
 * What `App.useApp()` gives (message, notification, modal), without antd's toast and dialog
 * code on the first screen: app-frame.tsx provides these forwarding objects at once, and the
 * real ones (toast-holders.tsx) load once the person engages with the page (app-frame.tsx). A call made before they have
 * arrived loads them and runs when they are mounted; after that a call goes straight through
 * (with its return value), so callers see antd's API unchanged.
 */
export type ToastsApi = useAppProps;

let real: ToastsApi | undefined;
const waiting: Array<(api: ToastsApi) => void> = [];
const askers = new Set<() => void>();

export const toastHolders = onDemand(() => import('./toast-holders'));

/** The holders have mounted: their APIs replace the forwarding ones. */
export function registerToasts(api: ToastsApi): void {
  real = api;
  waiting.splice(0).forEach((run) => run(api));
}

/** The frame mounts the holders when idle, or at once when someone has asked for a toast. */
export function onToastAsked(notify: () => void): () => void {
  askers.add(notify);
  return () => askers.delete(notify);
}

function whenReal(): Promise<ToastsApi> {
  if (real) return Promise.resolve(real);
  askers.forEach((notify) => notify());
  return new Promise((resolve) => waiting.push(resolve));
}

type Methods = Record<string | symbol, (...args: unknown[]) => unknown>;

function forward<K extends keyof ToastsApi>(part: K): ToastsApi[K] {
  const method = (name: string | symbol) => (...args: unknown[]) => {
    if (real) return (real[part] as unknown as Methods)[name](...args);
    void whenReal().then((api) => (api[part] as unknown as Methods)[name](...args));
    return undefined;
  };
  return new Proxy({}, { get: (_target, name) => method(name) }) as ToastsApi[K];
}

/** One stable value for the whole app's life, so no consumer re-renders when the holders arrive. */
export const toastsApi: ToastsApi = { message: forward('message'), notification: forward('notification'), modal: forward('modal') };

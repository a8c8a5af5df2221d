import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { SERVICES } from '../providers/services';
import { createSandbox, type Sandbox } from './app';

const MOUNTED = new Set<string>([...SERVICES, '__sandbox']);

/** True for `/oms/...`, `/__sandbox/...`: everything else falls through to Vite (assets, SPA fallback). */
export function isSandboxPath(url: string | undefined): boolean {
  const first = (url ?? '').replace(/^\/+/, '').split(/[/?#]/)[0];
  return MOUNTED.has(first);
}

/**
 * Mounts the sandbox into `vite` and `vite preview`, so `npm run dev` is the whole product.
 * Skipped when VITE_API_BASE_URL points the app at a real backend (from the shell or .env).
 */
export function sandboxPlugin(): Plugin {
  let sandbox: Sandbox | undefined;
  let external = Boolean(process.env.VITE_API_BASE_URL);

  function mount(server: ViteDevServer | PreviewServer): void {
    if (external) return;
    sandbox ??= createSandbox();
    // Keep Vite's own globals: the node-server Request/Response shims are not needed here.
    const listener = getRequestListener(sandbox.app.fetch, { overrideGlobalObjects: false });
    const middleware: Connect.NextHandleFunction = (req, res, next) => {
      if (!isSandboxPath(req.url)) return next();
      listener(req, res).catch(next);
    };
    server.middlewares.use(middleware);
    server.httpServer?.once('close', () => sandbox?.close());
  }

  return {
    name: 'partner-sandbox',
    configResolved(config) {
      external ||= Boolean(config.env.VITE_API_BASE_URL);
    },
    configureServer: mount,
    configurePreviewServer: mount,
  };
}

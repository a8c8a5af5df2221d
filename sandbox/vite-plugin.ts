import { fileURLToPath } from 'node:url';
import { runnerImport, type Connect, type Plugin, type PreviewServer, type ResolvedConfig, type ViteDevServer } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { SANDBOX_SERVICES } from './services.ts';
import type { Sandbox } from './app.ts';

const MOUNTED = new Set<string>([...SANDBOX_SERVICES, '__sandbox']);

/** True for `/oms/...`, `/__sandbox/...`: everything else falls through to Vite (assets, SPA fallback). */
export function isSandboxPath(url: string | undefined): boolean {
  const first = (url ?? '').replace(/^\/+/, '').split(/[/?#]/)[0];
  return MOUNTED.has(first);
}

/**
 * The sandbox is loaded through Vite's module runner rather than imported here: the config
 * bundle then holds only this file, so the sandbox's many modules stay out of Vite's config
 * loading (and its import rules). Changes to sandbox code need a server restart.
 */
async function loadSandbox(): Promise<Sandbox> {
  const entry = fileURLToPath(new URL('./app.ts', import.meta.url));
  const { module } = await runnerImport<typeof import('./app.ts')>(entry, { logLevel: 'warn' });
  return module.createSandbox();
}

/**
 * Mounts the sandbox into `vite` and `vite preview`, so `npm run dev` is the whole product.
 * Skipped when the app is pointed at another backend: for `vite`, VITE_API_BASE_URL set in the
 * shell or .env; for `vite preview`, when `previewCallsElsewhere` says the configuration the
 * build is served with has one (scripts/served-page-plugin.ts).
 */
export function sandboxPlugin(opts: { previewCallsElsewhere: (config: ResolvedConfig) => boolean }): Plugin {
  let sandbox: Promise<Sandbox> | undefined;
  let resolved: ResolvedConfig | undefined;

  async function mount(server: ViteDevServer | PreviewServer): Promise<void> {
    sandbox ??= loadSandbox();
    const running = await sandbox;
    // Keep Vite's own globals: the node-server Request/Response shims are not needed here.
    const listener = getRequestListener(running.app.fetch, { overrideGlobalObjects: false });
    const middleware: Connect.NextHandleFunction = (req, res, next) => {
      if (!isSandboxPath(req.url)) return next();
      listener(req, res).catch(next);
    };
    server.middlewares.use(middleware);
    server.httpServer?.once('close', () => running.close());
  }

  return {
    name: 'partner-sandbox',
    configResolved(config) {
      resolved = config;
    },
    async configureServer(server) {
      if (!process.env.VITE_API_BASE_URL && !resolved?.env.VITE_API_BASE_URL) await mount(server);
    },
    async configurePreviewServer(server) {
      if (!opts.previewCallsElsewhere(server.config)) await mount(server);
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';

/** Another copy of the app on its own port (below: the production build, or the development server). */
export interface ExternalApp {
  url: string;
  stop(): Promise<void>;
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('node_modules/.bin/vite', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Resolves once `url` answers, or throws when `server` has exited or `attempts` × 200 ms have passed. */
async function answering(server: ChildProcess, url: string, what: string, attempts: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (attempt > attempts || server.exitCode !== null) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopping(server: ChildProcess): ExternalApp['stop'] {
  return async () => {
    if (server.exitCode !== null) return;
    const done = exited(server);
    server.kill('SIGTERM');
    await done;
  };
}

/** The production build the worker's servers serve (playwright.config.ts builds it once per run, into `.e2e-dist/<E2E_PORT>`). */
export const WORKER_DIST = `.e2e-dist/${process.env.E2E_PORT ?? 4173}`;

/**
 * The worker's production build served by another `vite preview` on its own port, with `env` as
 * the configuration it is served with (e.g. VITE_API_BASE_URL pointing at a sandbox started
 * elsewhere: the sandbox is then not mounted, and every call, file and picture must reach the
 * configured backend). No second build: the configuration is chosen when the app is served.
 */
export async function startExternalApp(port: number, env: Record<string, string>): Promise<ExternalApp> {
  const preview = run(['preview', '--outDir', WORKER_DIST, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], env);
  const url = `http://127.0.0.1:${port}`;
  await answering(preview, `${url}/`, `vite preview on ${port}`, 100);
  return { url, stop: stopping(preview) };
}

/**
 * The app as `npm run dev` serves it (the sandbox mounted), on its own port: React's development
 * build, which logs the warnings (an update while rendering, keys…) that the production build
 * the other specs use leaves out. `env` as for startExternalApp (its own SANDBOX_STATE_FILE).
 */
export async function startDevApp(port: number, env: Record<string, string>): Promise<ExternalApp> {
  const server = run(['--host', '127.0.0.1', '--port', String(port), '--strictPort', '--logLevel', 'warn'], env);
  const url = `http://127.0.0.1:${port}`;
  await answering(server, `${url}/__sandbox/health`, `vite (development) on ${port}`, 300);
  return { url, stop: stopping(server) };
}

import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A second production build of the app, served by `vite preview` on its own port, built with
 * `env` (e.g. VITE_API_BASE_URL pointing at a sandbox started elsewhere): the sandbox is then
 * not mounted, and every call, file and picture must reach the configured backend.
 */
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

export async function startExternalApp(port: number, env: Record<string, string>): Promise<ExternalApp> {
  const outDir = `.e2e-dist/${port}`;
  const code = await exited(run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env));
  if (code !== 0) throw new Error(`vite build for port ${port} failed (${code})`);
  const preview = run(['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], env);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 100 || preview.exitCode !== null) throw new Error(`vite preview on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (preview.exitCode !== null) return;
      const done = exited(preview);
      preview.kill('SIGTERM');
      await done;
    },
  };
}

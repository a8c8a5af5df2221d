/**
 * Partner's production build, served the way `npm run preview` serves it (vite preview with the
 * sandbox mounted by the sandbox plugin), on BENCH_PORT.
 *
 * The build goes to a private folder, not dist/: other work on this checkout may rebuild dist/
 * while the bench runs, and a page whose chunks vanish mid-run measures nothing.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';

export interface ServedPartner {
  base: string;
  outDir: string;
  close(): Promise<void>;
}

const STATE_FILE = '.sandbox-state/bench.json';

export async function buildAndServePartner(port: number, prebuilt = process.env.BENCH_DIST): Promise<ServedPartner> {
  // BENCH_DIST: serve a build made before (kept afterwards), e.g. to compare two commits' builds quickly.
  const outDir = prebuilt ?? mkdtempSync(join(tmpdir(), 'partner-bench-dist-'));
  const remove = () => {
    if (!prebuilt) rmSync(outDir, { recursive: true, force: true });
  };
  try {
    if (prebuilt) console.log(`bench: serving the build in ${prebuilt} (BENCH_DIST), not building`);
    // vite itself, not `npm run build`: that script ends with another command (docs/openapi.json),
    // which would take these arguments while vite built into dist/.
    else execSync(`node_modules/.bin/vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });
    execSync('node_modules/.bin/tsx sandbox/main.ts --reset', { stdio: 'inherit', env: { ...process.env, SANDBOX_STATE_FILE: STATE_FILE } });
    process.env.SANDBOX_STATE_FILE = STATE_FILE;
    const server = await preview({ build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
    return {
      base: `http://127.0.0.1:${port}`,
      outDir,
      async close() {
        await new Promise<void>((resolve) => {
          server.httpServer.close(() => resolve());
          if ('closeAllConnections' in server.httpServer) server.httpServer.closeAllConnections();
        });
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The number of JS and CSS files in a build. */
export function builtFiles(outDir: string): { js: number; css: number } {
  const assets = join(outDir, 'assets');
  const files = existsSync(assets) ? readdirSync(assets) : [];
  return { js: files.filter((f) => f.endsWith('.js')).length, css: files.filter((f) => f.endsWith('.css')).length };
}

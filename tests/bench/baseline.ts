/**
 * The yardstick: the plain refine + antd app in ../shared/baseline (see its README), installed,
 * built and served by the bench so it is measured in the same run as Partner.
 *
 * Installing it takes a while, so the installed copy is kept under
 * node_modules/.cache/partner-bench-baseline/<hash of its package-lock.json>: a later bench run
 * only refreshes its sources and rebuilds. A new lock (or a missing cache) means a fresh copy in
 * a mkdtemp folder, `npm ci` there, and the folder renamed into place once installed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the bench needs of a running baseline. */
export interface ServedBaseline {
  base: string;
  close(): Promise<void>;
}

/** ../shared/baseline from the repository root, if it is there. */
export function findBaseline(repoRoot: string): string | undefined {
  const dir = resolve(repoRoot, '..', 'shared', 'baseline');
  return existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'package-lock.json')) ? dir : undefined;
}

const KEEP = new Set(['node_modules', '.installed']);

/** Copies the baseline's files (not its node_modules or dist), writable (the shared copy is read-only). */
function copySources(from: string, to: string) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      chmodSync(target, 0o755);
      copySources(source, target);
    } else if (entry.isFile()) {
      copyFileSync(source, target);
      chmodSync(target, 0o644);
    }
  }
}

function run(command: string, args: string[], cwd: string) {
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`baseline: \`${command} ${args.join(' ')}\` failed in ${cwd}\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/** An installed and freshly built copy of the baseline; returns its folder. */
export function prepareBaseline(source: string, repoRoot: string, log: (line: string) => void): string {
  const cacheRoot = join(repoRoot, 'node_modules', '.cache', 'partner-bench-baseline');
  const key = createHash('sha256').update(readFileSync(join(source, 'package-lock.json'))).digest('hex').slice(0, 16);
  const dir = join(cacheRoot, key);
  mkdirSync(cacheRoot, { recursive: true });
  if (existsSync(join(dir, '.installed'))) {
    log(`baseline: reusing the installed copy in ${dir}`);
    for (const entry of readdirSync(dir)) if (!KEEP.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
    copySources(source, dir);
  } else {
    // Earlier locks' copies, and installs that never finished, are of no further use.
    for (const entry of readdirSync(cacheRoot)) rmSync(join(cacheRoot, entry), { recursive: true, force: true });
    const fresh = mkdtempSync(join(cacheRoot, 'install-'));
    log(`baseline: npm ci in ${fresh} (cached for later runs)`);
    copySources(source, fresh);
    run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], fresh);
    writeFileSync(join(fresh, '.installed'), `${new Date().toISOString()}\n`);
    renameSync(fresh, dir);
  }
  const started = performance.now();
  run(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], dir);
  log(`baseline: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

/** A free loopback port (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** `vite preview` of the built copy (its fake API is mounted by its own Vite plugin). */
export async function serveBaseline(dir: string): Promise<ServedBaseline> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(join(dir, 'node_modules', '.bin', 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
  };
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/orders?_start=0&_end=1`)).ok) return { base, close };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await close();
  throw new Error(`baseline: vite preview did not answer on ${base}\n${stderr}`);
}

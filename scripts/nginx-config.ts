import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cspString, NONCE_PLACEHOLDER } from './csp.ts';
import { servedConfig, servedPage, type ServedConfig } from './served-page.ts';

/**
 * The nginx recipe (deploy/nginx/) made concrete for one deployment: from a built `dist/` and
 * this process's environment (the variables of README "Point the app at a staging backend"),
 * writes into `out`
 * - page/index.html: the page with the configuration and the meta policy (scripts/served-page.ts);
 * - partner.conf: the server block, its Content-Security-Policy header made from the same
 *   configuration, the nonce `$request_id` (nginx writes the same into the page);
 * - security-headers.conf, and nginx.conf to run nginx alone as the current user.
 * A wrong value stops it with the config's error and writes nothing.
 *
 *   VITE_API_BASE_URL=https://api.example.kz npx tsx scripts/nginx-config.ts --dist dist --out /etc/partner --listen 8080
 */
export interface NginxOptions {
  /** The build, as the server will read it. */
  dist: string;
  /** Where the rendered files go, as the server will read them. */
  out: string;
  /** nginx's `listen` value: a port or address:port. */
  listen: string;
  /** Whether Debian's brotli_static module is installed (libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /** Whether nginx runs as root (its workers then run as root too, to read `out` and `dist`). */
  asRoot: boolean;
}

const TEMPLATES = resolve(import.meta.dirname, '../deploy/nginx');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** nginx's per-request random id (32 hex digits), used as the nonce. */
const NGINX_NONCE = '$request_id';

/** The header value for nginx: no character that would end its string or start a variable. */
export function nginxCsp(served: ServedConfig): string {
  const policy = cspString(served.config, NONCE_PLACEHOLDER);
  const unsafe = /["\\$\n]/.exec(policy);
  if (unsafe) throw new Error(`nginx-config: the Content-Security-Policy holds "${unsafe[0]}", which nginx cannot take in a header: ${policy}`);
  return policy.replaceAll(NONCE_PLACEHOLDER, NGINX_NONCE);
}

/** The files to write into `out`, by name (the built page `html`; `env` the deployment's variables). */
export function nginxFiles(html: string, env: Record<string, string | undefined>, opts: NginxOptions): Record<string, string> {
  const served = servedConfig(html, env);
  const values: Record<string, string> = {
    LISTEN: opts.listen,
    DIST: resolve(opts.dist),
    OUT: resolve(opts.out),
    CSP: nginxCsp(served),
    NONCE_PLACEHOLDER,
    BROTLI_STATIC: opts.brotli ? 'brotli_static on;' : '# brotli_static on; (with libnginx-mod-http-brotli-static)',
    LOAD_BROTLI: opts.brotli ? `load_module ${BROTLI_MODULE};` : '',
    USER: opts.asRoot ? 'user root;' : '',
  };
  const fill = (name: string) => readFileSync(join(TEMPLATES, name), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => values[key]);
  return {
    'page/index.html': servedPage(html, served),
    'partner.conf': fill('partner.conf'),
    'security-headers.conf': fill('security-headers.conf'),
    'nginx.conf': fill('nginx.conf'),
  };
}

/** Renders the recipe for `dist` into `out` (and nginx's temp folders); returns `out`'s files. */
export function writeNginxConfig(env: Record<string, string | undefined>, opts: Omit<NginxOptions, 'brotli' | 'asRoot'> & Partial<NginxOptions>): string[] {
  const full: NginxOptions = { brotli: existsSync(BROTLI_MODULE), asRoot: process.getuid?.() === 0, ...opts };
  const files = nginxFiles(readFileSync(join(opts.dist, 'index.html'), 'utf8'), env, full);
  for (const dir of ['page', 'temp']) mkdirSync(join(opts.out, dir), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(opts.out, name), text);
  return Object.keys(files).map((name) => join(opts.out, name));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, out: { type: 'string' }, listen: { type: 'string', default: '8080' } } });
  if (!values.out) {
    console.error('usage: tsx scripts/nginx-config.ts --dist dist --out <folder> [--listen 8080]   (the configuration from VITE_* variables)');
    process.exit(2);
  }
  try {
    for (const file of writeNginxConfig(process.env, { dist: values.dist, out: values.out, listen: values.listen })) console.log(`nginx-config: wrote ${file}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

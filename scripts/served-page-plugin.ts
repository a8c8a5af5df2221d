import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { readConfig } from '../providers/config.ts';
import { isSandboxPath } from '../sandbox/vite-plugin.ts';
import { cspString, NONCE_PLACEHOLDER } from './csp.ts';
import { configMetaTag, configVariablesOf, cspMetaTag, servedConfig, servedPage, withNonce, type ServedConfig } from './served-page.ts';

/**
 * The page of the production build (scripts/served-page.ts). The build writes the build's
 * variables into index.html as defaults, with the policy made from them. `vite preview` serves
 * that `dist/` with the configuration of its own environment laid over them: every page (any
 * GET that is not a file of the build, whatever it accepts) gets the policy as a header and
 * the page, with a fresh nonce per response; a wrong value stops the server with the config's
 * error. `mountsSandbox` tells the sandbox plugin whether that configuration calls the same origin.
 */
export function servedPagePlugin(): Plugin {
  let buildEnv: Record<string, string | boolean | undefined> = {};
  return {
    name: 'partner:served-page',
    config(_, { command }) {
      // Vite puts this nonce on the tags it writes and on the CSS it preloads at run time.
      if (command === 'build') return { html: { cspNonce: NONCE_PLACEHOLDER } };
    },
    configResolved(config) {
      buildEnv = { ...config.env, ...process.env };
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (ctx.server) return; // dev keeps Vite's inline HMR styles working, and reads its variables itself
        const values = configVariablesOf(buildEnv);
        return html.replace(/<head>/, `<head>\n    ${cspMetaTag(readConfig(values))}\n    ${configMetaTag(values)}`);
      },
    },
    configurePreviewServer(server) {
      const outDir = outDirOf(server.config);
      const served = previewConfig(server.config);
      const page = servedPage(readFileSync(join(outDir, 'index.html'), 'utf8'), served);
      const mounted = served.config.apiBaseUrl === '';
      server.middlewares.use((req, res, next) => {
        const answer = previewAnswer(req.method, req.url, outDir, mounted);
        if (answer === 'pass') return next();
        if (answer === 'missing') {
          res.statusCode = 404;
          return res.end();
        }
        const nonce = randomBytes(16).toString('base64');
        res.setHeader('Content-Security-Policy', cspString(served.config, nonce));
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : withNonce(page, nonce));
      });
    },
  };
}

/** The configuration `vite preview` serves its `dist/` with: the build's, then this process's environment. */
export function previewConfig(config: ResolvedConfig): ServedConfig {
  return servedConfig(readFileSync(join(outDirOf(config), 'index.html'), 'utf8'), process.env);
}

/** True when the served configuration calls the page's own origin (no VITE_API_BASE_URL): the sandbox answers there. */
export function mountsSandbox(config: ResolvedConfig): boolean {
  return previewConfig(config).config.apiBaseUrl === '';
}

/**
 * How `vite preview` answers a request: `page` for a GET or HEAD of `/index.html` or of
 * anything that is not a file of the build (a route); `missing` (404) for a file under
 * /assets/ the build does not hold (a chunk gone after a deploy, not a page); `pass` for the
 * rest (the build's files, the mounted sandbox's calls) and for other methods.
 */
export function previewAnswer(method: string | undefined, url: string | undefined, outDir: string, sandboxMounted: boolean): 'page' | 'missing' | 'pass' {
  if (method !== 'GET' && method !== 'HEAD') return 'pass';
  const path = (url ?? '/').split(/[?#]/)[0];
  if (sandboxMounted && isSandboxPath(path)) return 'pass';
  if (path === '/index.html') return 'page';
  if (isFileOf(outDir, path)) return 'pass';
  return path.startsWith('/assets/') ? 'missing' : 'page';
}

function isFileOf(outDir: string, path: string): boolean {
  let file: string;
  try {
    file = join(outDir, decodeURIComponent(path));
  } catch {
    return false;
  }
  if (!file.startsWith(outDir + sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function outDirOf(config: ResolvedConfig): string {
  return resolve(config.root, config.build.outDir);
}

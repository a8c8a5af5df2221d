import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the browser gets compressed: text assets worth it (a small file costs more in headers). */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json']);
const MIN_BYTES = 1024;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
/** Preferred first: brotli is about a sixth smaller than gzip for our chunks. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * `vite preview` (our production server, sandbox mounted) sends every file as it is, so a
 * page's 2 MB of JS crosses the network uncompressed. Any production server compresses: the
 * build writes a brotli and a gzip copy beside each text asset (once, at the highest level,
 * as precompressing servers do), and the preview server sends the best one the browser
 * accepts, with `Vary: Accept-Encoding`. Nothing changes for a server that compresses itself.
 */
export function compressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'partner:compressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.has(extname(fileName))) continue;
        const path = join(outDir, fileName);
        const body = readFileSync(path);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        const type = url?.startsWith('/assets/') ? TYPES[extname(url)] : undefined;
        if (!url || !type || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const accepted = String(req.headers['accept-encoding'] ?? '');
        const file = join(outDir, url);
        if (!file.startsWith(join(outDir, 'assets'))) return next(); // no way out of the build
        const encoding = ENCODINGS.find((e) => new RegExp(`\\b${e.name}\\b`).test(accepted) && existsSync(file + e.suffix));
        res.setHeader('Vary', 'Accept-Encoding');
        if (!encoding) return next();
        const body = readFileSync(file + encoding.suffix);
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding.name);
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

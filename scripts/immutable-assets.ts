import type { Plugin } from 'vite';

/**
 * `vite preview` (our production server, sandbox mounted) sends `Cache-Control: no-cache` for
 * everything, so each later visit asks again for every chunk (a 304 each, six at a time over
 * HTTP/1.1). Files under /assets/ carry a content hash in their names and never change: served
 * as any production server serves them, a seller's next visit takes them from the cache.
 */
export function immutableAssets(): Plugin {
  return {
    name: 'partner:immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunksLoadedWith } from './chunk-graph.ts';

type Bundle = Record<string, { type: string; moduleIds?: string[]; imports?: string[] }>;

/**
 * The app starts in two halves. The entry (src/main.tsx) holds no React or antd, so it runs
 * as soon as it arrives and puts the landing route's calls and code on the wire; the start
 * module (the React half every page renders with) and the chunks it imports are listed in
 * index.html as module preloads, so they download from the first moment, beside the entry,
 * rather than when the entry asks for them.
 */
export function preloadStartModule(startModule: string): Plugin {
  const startId = resolve(startModule);
  return {
    name: 'partner:preload-start-module',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Bundle;
        const files = chunksLoadedWith(bundle, startId);
        if (!files) throw new Error(`preload-start-module: no chunk holds ${startModule}`);
        const entry = ctx.chunk?.fileName ?? '';
        const listed = new Set([entry, ...(bundle[entry]?.imports ?? [])]); // Vite preloads the entry's own imports
        return [...files].filter((file) => !listed.has(file)).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

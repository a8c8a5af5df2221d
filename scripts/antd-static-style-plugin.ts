import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';
import { loadAntdModules, renderStaticStyle } from './antd-static-style.ts';

type Chunk = { type: 'chunk'; facadeModuleId: string | null; isEntry: boolean; imports: string[]; modules: Record<string, { renderedLength: number }> };
type Bundle = Record<string, Chunk | { type: 'asset'; names?: string[] }>;

/** The meta tag that names the stylesheets: `{ "<sheet>": "/assets/antd-<sheet>-<hash>.css" }`. */
export const STATIC_STYLE_META = 'antd-static-style';

export interface StaticStyleOptions {
  theme: ThemeConfig;
  /** antd's locale module as Node loads it, e.g. `antd/lib/locale/ru_RU.js`. */
  locale: string;
  /**
   * The stylesheets besides `all` (every antd component the build kept): each a set of
   * modules whose chunks, with the entry's and everything they import statically, say which
   * components it holds, e.g. `{ public: ['src/auth/sign-in-page.tsx'] }`.
   */
  sheets?: Record<string, string[]>;
  /** Modules every sheet's pages load (the start module). */
  common?: string[];
}

const ANTD_COMPONENT = /node_modules[\\/]antd[\\/]es[\\/]([a-z][a-z-]*)[\\/]/;

/** antd's component directories whose code these chunks kept. */
function antdComponents(chunks: Chunk[]): Set<string> {
  const dirs = new Set<string>();
  for (const chunk of chunks) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      const dir = info.renderedLength > 0 ? ANTD_COMPONENT.exec(id)?.[1] : undefined;
      if (dir) dirs.add(dir);
    }
  }
  return dirs;
}

/** The chunks these modules open with, and everything they import statically. */
function staticClosure(bundle: Bundle, moduleIds: string[]): Chunk[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && (chunk.isEntry || (chunk.facadeModuleId && moduleIds.includes(chunk.facadeModuleId)))) visit(file);
  }
  return [...seen].map((file) => bundle[file] as Chunk);
}

/**
 * antd's CSS-in-JS off the first render: the build renders every antd component it kept (and,
 * per sheet, those of some pages) under the app's theme on the server and writes their styles
 * to hashed CSS files, named in index.html by a meta tag (src/app/static-style.ts loads one
 * before the first render). The browser's antd then finds each style's cache path in the
 * sheet and neither generates nor injects it. Build only: `npm run dev` keeps the runtime path.
 */
export function antdStaticStyle(options: StaticStyleOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  const emitted: Record<string, string> = {}; // sheet → asset name
  return {
    name: 'partner:antd-static-style',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      async handler(_output, bundle) {
        const modules = await loadAntdModules();
        const localeModule = (await import(options.locale)) as { default: { default?: unknown } };
        const locale = (localeModule.default.default ?? localeModule.default) as Parameters<typeof renderStaticStyle>[0]['locale'];
        const chunks = Object.values(bundle as Bundle).filter((file): file is Chunk => file.type === 'chunk');
        const sheets: Record<string, Set<string>> = { all: antdComponents(chunks) };
        const common = (options.common ?? []).map((file) => resolve(root, file));
        for (const [sheet, files] of Object.entries(options.sheets ?? {})) {
          sheets[sheet] = antdComponents(staticClosure(bundle as Bundle, [...common, ...files.map((file) => resolve(root, file))]));
        }
        for (const [sheet, components] of Object.entries(sheets)) {
          const css = renderStaticStyle({ modules, theme: options.theme, locale, components });
          emitted[sheet] = `antd-${sheet}.css`;
          this.emitFile({ type: 'asset', name: emitted[sheet], source: css });
          this.info(`${emitted[sheet]}: ${components.size} components, ${(css.length / 1024).toFixed(1)} KB, ${(gzipSync(css).length / 1024).toFixed(1)} KB gzip`);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Bundle;
        const urls: Record<string, string> = {};
        for (const [sheet, name] of Object.entries(emitted)) {
          const file = Object.keys(bundle).find((key) => {
            const asset = bundle[key];
            return asset.type === 'asset' && asset.names?.includes(name);
          });
          if (!file) throw new Error(`antd-static-style: ${name} is not in the bundle`);
          urls[sheet] = `${base}${file}`;
        }
        return [{ tag: 'meta', attrs: { name: STATIC_STYLE_META, content: JSON.stringify(urls) }, injectTo: 'head' }];
      },
    },
  };
}

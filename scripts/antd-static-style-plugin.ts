import { gzipSync } from 'node:zlib';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';
import { loadAntdModules, renderStaticStyle } from './antd-static-style.ts';

type Chunk = { type: 'chunk'; modules: Record<string, { renderedLength: number }> };
type Bundle = Record<string, Chunk | { type: 'asset'; names?: string[] }>;

/** The meta tag that names the stylesheets: `{ "<sheet>": "/assets/antd-<sheet>-<hash>.css" }`. */
export const STATIC_STYLE_META = 'antd-static-style';

export interface StaticStyleOptions {
  theme: ThemeConfig;
  /** antd's locale module as Node loads it, e.g. `antd/lib/locale/ru_RU.js`. */
  locale: string;
  /** The stylesheets, by the antd directories they hold; each must be a component the build kept. */
  sheets: Record<string, readonly string[]>;
  /** The dark theme's tokens: each sheet gets a `<sheet>-dark` twin rendered under antd's dark algorithm with them. */
  darkTheme?: ThemeConfig;
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

/**
 * antd's CSS-in-JS off the first render: per sheet, the build renders the antd components it
 * names (src/app/static-style-sheets.ts) under the app's theme on the server and writes their styles
 * to hashed CSS files, named in index.html by a meta tag (src/app/static-style.ts loads one
 * before the first render). The browser's antd then finds each style's cache path in the
 * sheet and neither generates nor injects it. Build only: `npm run dev` keeps the runtime path.
 */
export function antdStaticStyle(options: StaticStyleOptions): Plugin {
  let base = '/';
  const emitted: Record<string, string> = {}; // sheet → asset name
  return {
    name: 'partner:antd-static-style',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      async handler(_output, bundle) {
        const modules = await loadAntdModules();
        const localeModule = (await import(options.locale)) as { default: { default?: unknown } };
        const locale = (localeModule.default.default ?? localeModule.default) as Parameters<typeof renderStaticStyle>[0]['locale'];
        const chunks = Object.values(bundle as Bundle).filter((file): file is Chunk => file.type === 'chunk');
        const kept = antdComponents(chunks);
        const emitSheet = (sheet: string, theme: ThemeConfig, components: readonly string[]) => {
          const css = renderStaticStyle({ modules, theme, locale, components });
          // antd names its classes for development unless NODE_ENV is production: no browser would match them.
          if (css.includes('css-dev-only-do-not-override')) this.error('antd-static-style: antd rendered development class names; build with NODE_ENV=production');
          emitted[sheet] = `antd-${sheet}.css`;
          this.emitFile({ type: 'asset', name: emitted[sheet], source: css });
          this.info(`${emitted[sheet]}: ${components.length} components, ${(css.length / 1024).toFixed(1)} KB, ${(gzipSync(css).length / 1024).toFixed(1)} KB gzip`);
        };
        const themes: [string, ThemeConfig][] = [['', options.theme]];
        if (options.darkTheme) themes.push(['-dark', { ...options.darkTheme, algorithm: modules.antd.theme.darkAlgorithm }]);
        for (const [name, components] of Object.entries(options.sheets)) {
          const gone = components.filter((dir) => !kept.has(dir));
          if (gone.length) this.error(`antd-static-style: sheet ${name} names components the build does not hold: ${gone.join(', ')}`);
          for (const [suffix, theme] of themes) emitSheet(`${name}${suffix}`, theme, components);
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

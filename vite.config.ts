import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyle } from './scripts/antd-static-style-plugin.ts';
import { compressedAssets } from './scripts/compressed-assets.ts';
import { immutableAssets } from './scripts/immutable-assets.ts';
import { preloadStartModule } from './scripts/preload-start-module.ts';
import { mountsSandbox, servedPagePlugin } from './scripts/served-page-plugin.ts';
import { sharedChunks, signedOutPagesStayLean } from './scripts/shared-chunks.ts';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';
import { STATIC_STYLE_SHEETS } from './src/app/static-style-sheets.ts';
import { darkTokens, theme } from './src/app/theme.ts';

const START_MODULE = 'src/app/start-app.tsx';
const SIGN_IN_PAGE = 'src/auth/sign-in-page.tsx';
const SIGNED_OUT_PAGES = [SIGN_IN_PAGE, 'src/auth/partner-selection-page.tsx', 'src/auth/sign-up-page.tsx', 'resources/help/public-help-layout.tsx'];

// Few files per page (vite preview, like many servers, speaks HTTP/1.1: six files at a time):
// one chunk for what every page runs (React, the router, i18n, http, dates, antd's style
// engine), one for the rest of the entry's own graph ('$initial'), one for what only the
// signed-in part runs (Refine and its query cache), and one for the icons (each its own ~1 KB
// module). antd's other components stay split by use, so a page brings only the components it
// shows: grouping them, by hand or by entries, put table and date-picker code on the sign-in
// page (docs/performance.md). main.tsx has no top-level await, so route chunks can import
// shared modules from the entry's chunk.
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|axios|dayjs|@babel[\\/]runtime|classnames|stylis|@emotion|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|rc-util|rc-motion|rc-resize-observer|resize-observer-polyfill)[\\/]/;
// antd components only the signed-in pages show: one chunk, so a signed-in page gets its table,
// selects, date pickers, menus and tags in one request instead of some forty (HTTP/1.1 fetches
// six at a time). Nothing the sign-in pages reach may be in it, or they would load it all: not
// space and empty (button, input and ConfigProvider import them), rc-dropdown, rc-menu and
// rc-overflow (the tabs' overflow menu), nor the components' locale files (antd's locales, which
// every page loads, import the date pickers' and the pagination's).
const ADMIN_UI = /node_modules[\\/](?!.*[\\/]locale[\\/])(antd[\\/]es[\\/](layout|menu|popover|dropdown|drawer|avatar|tag|typography|checkbox|radio|pagination|spin|select|date-picker|table|badge|segmented|image|statistic|switch|tree|calendar|time-picker|timeline)|rc-(table|select|picker|pagination|drawer|checkbox|virtual-list|image|segmented|switch|tree))[\\/]/;
// The admin components no list's first screen shows (forms, uploads, wizards, details): their
// own chunk, fetched by the pages and dialogs that use them, not by every signed-in page
// (/orders 649 → 619 KB gzip). Lowest priority, so the icons and shared modules they use stay
// in their own groups instead of pulling a list page into this one.
const ADMIN_MORE = /node_modules[\\/](?!.*[\\/]locale[\\/])(antd[\\/]es[\\/](progress|list|descriptions|divider|breadcrumb|steps|upload|auto-complete|input-number)|rc-(upload|steps|input-number|progress)|@rc-component[\\/]mini-decimal)[\\/]/;
// What every page's antd needs, sign-in included (the base of components, their styles and
// locales, and the components the sign-in page's first screen shows, with the icons they
// draw, and the helper that makes our lean icons, src/controls/lean-icon.tsx): one chunk, taken
// before admin-ui, so that neither the sign-in page loads admin-ui nor
// the signed-in pages fetch these as forty small files.
const UI_BASE = /node_modules[\\/](antd[\\/]es[\\/](_util|style|theme|config-provider|locale|button|form|input|tooltip|alert|flex|grid|row|col|space|empty|app[\\/]style)[\\/]|antd[\\/]es[\\/]app[\\/]context\.js|antd[\\/]es[\\/][a-z-]+[\\/]locale[\\/]|rc-(tooltip|input|textarea|field-form|picker[\\/](es|lib)[\\/]locale|pagination[\\/](es|lib)[\\/]locale)[\\/]|@rc-component[\\/](?!mini-decimal)|@ctrl[\\/]|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|copy-to-clipboard|toggle-selection|async-validator|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]((Check|Close|Exclamation|Info)CircleFilled|CloseOutlined|LoadingOutlined|Eye(Invisible)?Outlined|SearchOutlined|QuestionCircleOutlined|GlobalOutlined)\.js|@ant-design[\\/]icons-svg[\\/]es[\\/]helpers\.js)/;
// antd's parts that every signed-in page and the sign-in page's later steps need, but not its
// first screen: the toasts and dialogs (app-frame.tsx loads them when idle), cards (which
// import tabs and skeletons; auth-layout.tsx draws its own box), tabs, skeletons
// and the dropdown menus (the tabs' overflow menu): one chunk, fetched after the first screen.
const UI_MORE = /node_modules[\\/](antd[\\/]es[\\/](app|modal|message|notification|card|tabs|skeleton|watermark)[\\/]|rc-(tabs|notification|dialog|dropdown|menu|overflow)[\\/])/;
// Our own code in a few chunks per page instead of one per combination of importers
// (scripts/shared-chunks.ts): /orders fetched 57 scripts before its rows, now 22.
const OWN_CODE = sharedChunks({
  repoRoot: import.meta.dirname,
  entry: 'src/main.tsx',
  start: START_MODULE,
  signedOut: SIGNED_OUT_PAGES,
  signedIn: ['src/app/admin-app.tsx', 'src/shell/shell-layout.tsx'],
  anchors: { 'list-engine': 'src/engine/list-page.tsx' },
  everywhere: FRAMEWORK,
  platform: ['src/format', 'src/controls', 'src/engine', 'src/shell', 'src/app', 'providers/http', 'providers/analytics.ts'],
});
// The chunks that what every page loads, and the sign-in page, must not load.
const SIGNED_IN_CHUNK = /^(signed-in|list-engine|[a-z-]+-shared|admin-(ui|libs|more)|ui-more|result|icons)$/;
const ADMIN_LIBS = /node_modules[\\/](@refinedev[\\/](core|react-router)|@tanstack|qs|lodash-es|papaparse|pluralize|warn-once|side-channel[^\\/]*|object-inspect|get-intrinsic|es-errors|has-symbols|function-bind|call-bind[^\\/]*|get-proto|math-intrinsics|gopd|es-object-atoms|dunder-proto|hasown|error-stack-parser|stackframe)[\\/]/;

// `npm run dev` and `npm run preview` are the whole product: the sandbox backend is
// mounted into the same server unless VITE_API_BASE_URL points elsewhere (for preview, as the
// build is served: scripts/served-page-plugin.ts).
export default defineConfig({
  // antdStaticStyle before compressedAssets: its sheets are compressed with the rest.
  plugins: [
    react(),
    sandboxPlugin({ previewCallsElsewhere: (config) => !mountsSandbox(config) }),
    preloadStartModule(START_MODULE),
    // What every page loads, and the sign-in page (the store choice shows a list and icons).
    signedOutPagesStayLean(import.meta.dirname, ['src/main.tsx', START_MODULE, SIGN_IN_PAGE], SIGNED_IN_CHUNK),
    antdStaticStyle({ theme, darkTheme: darkTokens, locale: 'antd/lib/locale/ru_RU.js', sheets: STATIC_STYLE_SHEETS }),
    immutableAssets(),
    compressedAssets(),
    servedPagePlugin(),
  ],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 4 },
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            { name: 'admin-libs', test: ADMIN_LIBS, priority: 1 },
            { name: 'ui-base', test: UI_BASE, priority: 2 },
            { name: 'ui-more', test: UI_MORE, priority: 2 },
            { name: 'admin-ui', test: ADMIN_UI, priority: 1 },
            { name: 'admin-more', test: ADMIN_MORE, priority: 0 },
            // antd's Result (its illustrations, ~8 KB gzip): only the pages that say "not found",
            // "no access" or "failed" show one, and no list's first screen does.
            { name: 'result', test: /node_modules[\\/]antd[\\/]es[\\/]result[\\/]/, priority: 1 },
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/, priority: 1 },
            // Only fetched when VITE_SENTRY_DSN is set (providers/error-reporting).
            { name: 'error-reporting', test: /node_modules[\\/]@sentry(-internal)?[\\/]/, priority: 2 },
            // After the libraries' groups: it names only our own modules, and leaves their
            // dependencies where they are (shared-chunks.ts says why).
            { name: OWN_CODE, debugName: 'own-code', priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
});

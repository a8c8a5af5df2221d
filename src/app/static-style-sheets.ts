/**
 * antd's build-time stylesheets besides `all` (scripts/antd-static-style-plugin.ts writes them,
 * src/app/static-style.ts applies one): each holds the styles of the antd components named
 * (antd's directories: `button`, `date-picker`, …).
 *
 * `sign-in`: what the signed-out pages show at once (18.5 KB gzip). The full sheet (about 80 KB
 * gzip) would hold their first render back, and the sheet of every component their chunks
 * carry (43 KB) too. A component missing here is generated at run time, as without a sheet;
 * the e2e static-style spec fails when the sign-in page generates one.
 */
export const STATIC_STYLE_SHEETS = {
  'sign-in': ['app', 'message', 'notification', 'form', 'grid', 'input', 'button', 'card', 'flex'],
} as const satisfies Record<string, readonly string[]>;

export type StaticStyleSheet = 'all' | keyof typeof STATIC_STYLE_SHEETS;

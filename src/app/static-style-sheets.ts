/**
 * antd's build-time stylesheets (scripts/antd-static-style-plugin.ts writes them,
 * src/app/static-style.ts applies one): each holds the styles of the antd components named
 * (antd's directories: `button`, `date-picker`, …); the others are generated when first shown.
 *
 * `sign-in`: what the signed-out pages show at once (18.5 KB gzip). The full sheet (about 80 KB
 * gzip) would hold their first render back, and the sheet of every component their chunks
 * carry (43 KB) too. A component missing here is generated at run time, as without a sheet;
 * the e2e static-style spec fails when the sign-in page generates one.
 */
export const STATIC_STYLE_SHEETS = {
  'sign-in': ['app', 'message', 'notification', 'form', 'grid', 'input', 'button', 'card', 'flex'],
  // What the signed-in pages' first screens show (shell, lists, cards, details), read off their
  // generated styles: the sheet of every component the build kept (830 KB, 79 KB gzip) cost
  // more to parse and match than the dialogs and drawers it also held save when first opened.
  admin: [
    'app', 'message', 'notification', 'layout', 'menu', 'dropdown', 'popover', 'tooltip', 'avatar', 'badge', 'button', 'input', 'form', 'grid', 'flex', 'space',
    'select', 'date-picker', 'checkbox', 'radio', 'switch', 'tabs', 'table', 'pagination', 'tag', 'spin', 'empty', 'skeleton', 'typography',
    'card', 'statistic', 'descriptions', 'result', 'alert', 'divider', 'popconfirm',
    // A record page's (an order's breadcrumb and product pictures): generating them held its first render back (issue 30).
    'breadcrumb', 'image',
  ],
} as const satisfies Record<string, readonly string[]>;

export type StaticStyleSheet = keyof typeof STATIC_STYLE_SHEETS;

import { createElement as h, Fragment, type ComponentType, type ReactNode } from 'react';
import type { ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';

/** antd and its style engine as loaded in Node (the same copies the build bundles). */
export interface AntdModules {
  antd: typeof import('antd');
  cssinjs: typeof import('@ant-design/cssinjs');
  renderToString: typeof import('react-dom/server').renderToString;
  /** The style of `modal.confirm` dialogs, which registers only when one opens. */
  ModalConfirmStyle: ComponentType<{ prefixCls: string }>;
}

type Antd = typeof import('antd');
type Any = ComponentType<Record<string, unknown>>;
const all = (...nodes: ReactNode[]) => h(Fragment, null, ...nodes);
const c = (component: unknown, props: Record<string, unknown> = {}, ...children: ReactNode[]) => h(component as Any, props, ...children);
/**
 * message's and notification's panels (their styles register only where a toast shows). Not
 * the other popups' panels: those render under a theme without motion, whose token hash
 * differs from the app's; popups register their styles closed as well.
 */
const panel = (component: unknown, props: Record<string, unknown> = {}) =>
  c((component as { _InternalPanelDoNotUseOrYouWillBeFired: unknown })._InternalPanelDoNotUseOrYouWillBeFired, props);

/**
 * What to render so that a component directory of antd registers all of its styles; a
 * directory not listed renders its export by name (`date-picker` → `<DatePicker />`).
 * Sub-components with styles of their own (TextArea, OTP, Sider, Ribbon, Compact, …) are
 * rendered beside their parent. Whatever is missed is no error: the browser generates it.
 */
const RENDERS: Record<string, (antd: Antd, modules: AntdModules) => ReactNode> = {
  app: (a) => c(a.App, {}, 'x'),
  affix: (a) => c(a.Affix, {}, h('div')),
  badge: (a) => all(c(a.Badge, { count: 1 }), c(a.Badge.Ribbon, { text: 'x' }, h('div'))),
  button: (a) => all(c(a.Button, {}, 'x'), c(a.Space.Compact, {}, c(a.Button, {}, 'x'))),
  'config-provider': () => null,
  'date-picker': (a) => all(c(a.DatePicker), c(a.DatePicker.RangePicker)),
  drawer: (a) => c(a.Drawer, { open: false }),
  dropdown: (a) => c(a.Dropdown, { menu: { items: [] } }, h('span')),
  flex: (a) => c(a.Flex, {}, 'x'),
  form: (a) => c(a.Form, {}, c(a.Form.Item, { label: 'x', help: 'x', hasFeedback: true, validateStatus: 'error' }, 'x')),
  grid: (a) => c(a.Row, {}, c(a.Col, { span: 1 })),
  input: (a) => all(c(a.Input), c(a.Input.Password), c(a.Input.Search), c(a.Input.TextArea), c(a.Input.OTP), c(a.Space.Compact, {}, c(a.Input))),
  layout: (a) => c(a.Layout, {}, c(a.Layout.Header), c(a.Layout.Sider), c(a.Layout.Content), c(a.Layout.Footer)),
  menu: (a) => c(a.Menu, { items: [{ key: 'x', label: 'x' }] }),
  message: (a) => panel(a.message, { content: 'x' }),
  modal: (a, m) => all(c(a.Modal, { open: false }), c(m.ModalConfirmStyle, { prefixCls: 'ant-modal' })),
  notification: (a) => panel(a.notification, { message: 'x' }),
  popconfirm: (a) => c(a.Popconfirm, { title: 'x' }, h('span')),
  popover: (a) => c(a.Popover, { content: 'x' }, h('span')),
  'qr-code': () => null,
  qrcode: (a) => c(a.QRCode, { value: 'x' }),
  row: (a) => c(a.Row),
  col: (a) => c(a.Col),
  select: (a) => c(a.Select),
  space: (a) => all(c(a.Space, {}, 'x'), c(a.Space.Compact, {}, 'x')),
  table: (a) => c(a.Table, { columns: [{ title: 'x', dataIndex: 'x' }], dataSource: [{ key: 1, x: 'x' }], rowSelection: {} }),
  tag: (a) => all(c(a.Tag, { color: 'green' }, 'x'), c(a.Tag, { color: 'success' }, 'x'), c(a.Tag.CheckableTag, { checked: false }, 'x')),
  'time-picker': (a) => c(a.TimePicker),
  tooltip: (a) => c(a.Tooltip, { title: 'x' }, h('span')),
  tour: (a) => c(a.Tour, { open: false, steps: [] }),
  tree: (a) => c(a.Tree, { treeData: [] }),
  typography: (a) => all(c(a.Typography.Text, {}, 'x'), c(a.Typography.Title, {}, 'x')),
  upload: (a) => all(c(a.Upload, {}, 'x'), c(a.Upload.Dragger, {}, 'x')),
};

const pascal = (dir: string) => dir.replace(/(^|-)([a-z])/g, (_m, _d, ch: string) => ch.toUpperCase());

/** The elements that make antd register the styles of these component directories (unknown names are skipped). */
export function antdSamples(modules: AntdModules, dirs: Iterable<string>): ReactNode[] {
  const { antd } = modules;
  const out: ReactNode[] = [];
  for (const dir of [...new Set(dirs)].sort()) {
    const render = RENDERS[dir];
    const named = (antd as unknown as Record<string, unknown>)[pascal(dir)];
    const node = render ? render(antd, modules) : typeof named === 'function' || (typeof named === 'object' && named && '$$typeof' in named) ? c(named) : null;
    if (node) out.push(h(Fragment, { key: dir }, node));
  }
  return out;
}

export interface StaticStyleInput {
  modules: AntdModules;
  theme: ThemeConfig;
  locale: Locale;
  /** antd's component directories (`button`, `date-picker`, …) whose styles the CSS should hold. */
  components: Iterable<string>;
}

/**
 * antd's styles for these components under the app's theme, as one stylesheet: rendered on
 * the server inside a fresh style cache, then written out by cssinjs's `extractStyle`, which
 * ends the sheet with the `.data-ant-cssinjs-cache-path` rule listing every style it holds.
 * A browser whose antd computes the same cache path (same antd, theme and token hash) then
 * skips generating and injecting that style (cssinjs's `existPath`).
 */
export function renderStaticStyle({ modules, theme, locale, components }: StaticStyleInput): string {
  const { antd, cssinjs, renderToString } = modules;
  const cache = cssinjs.createCache();
  renderToString(
    c(cssinjs.StyleProvider, { cache }, c(antd.ConfigProvider, { theme, locale }, ...antdSamples(modules, components))),
  );
  return cssinjs.extractStyle(cache, { plain: true });
}

/** Loads antd, its style engine and react-dom/server in Node (a build step's dependency, not the app's). */
export async function loadAntdModules(): Promise<AntdModules> {
  const [antd, cssinjs, server, confirm] = await Promise.all([
    import('antd'),
    import('@ant-design/cssinjs'),
    import('react-dom/server'),
    import('antd/lib/modal/style/confirm.js') as Promise<{ default: unknown }>,
  ]);
  // Node loads antd's CommonJS build: its exports may sit on `default`.
  const pick = <T,>(m: T & { default?: T }): T => (m.default && typeof m.default === 'object' ? m.default : m);
  const ModalConfirmStyle = ((confirm.default as { default?: unknown }).default ?? confirm.default) as AntdModules['ModalConfirmStyle'];
  return { antd: pick(antd), cssinjs: pick(cssinjs), renderToString: pick(server).renderToString, ModalConfirmStyle };
}

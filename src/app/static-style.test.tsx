import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import { Button, Checkbox, DatePicker, Input, Modal, Select, Table, Tag } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadAntdModules, renderStaticStyle } from '../../scripts/antd-static-style';
import { App } from './app';
import { applyStaticStyle, staticStyleUrl } from './static-style';
import { STATIC_STYLE_SHEETS } from './static-style-sheets';
import { theme } from './theme';

// The app's own frame (ConfigProvider, theme, antd's App) around a few components, in place of its routes.
vi.mock('./routes', () => ({
  AppRoutes: () => (
    <>
      <Button type="primary">ok</Button>
      <Input />
      <Select />
      <DatePicker.RangePicker />
      <Tag color="green">tag</Tag>
      <Checkbox />
      <Modal open={false} />
      <Table columns={[{ title: 'column', dataIndex: 'x' }]} dataSource={[{ key: 1, x: 'cell' }]} rowSelection={{}} />
    </>
  ),
}));

/** The cache paths listed by a build-time sheet's `.data-ant-cssinjs-cache-path` rule. */
function sheetPaths(css: string): string[] {
  const list = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? '';
  return list.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
}

/** The cache paths of the styles antd registered in this cache (what the browser looks up in the sheet). */
const registeredPaths = (cache: ReturnType<typeof createCache>) =>
  [...cache.cache.keys()].filter((key) => key.startsWith('style%')).map((key) => key.slice('style%'.length).replaceAll('%', '|'));

describe('antd styles written at build time', () => {
  it('hold every style the app registers under its theme, so the browser generates none of them', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'ru', resources: {} });
    const cache = createCache();
    const { unmount } = render(
      <StyleProvider cache={cache}>
        <App i18n={i18n} />
      </StyleProvider>,
    );
    await screen.findByText('cell');
    const registered = registeredPaths(cache);
    expect(registered.length).toBeGreaterThan(10);

    const components = ['app', 'button', 'input', 'select', 'date-picker', 'tag', 'checkbox', 'modal', 'table'];
    const css = renderStaticStyle({ modules: await loadAntdModules(), theme, locale: ruRU, components });
    expect(registered.filter((path) => !sheetPaths(css).includes(path))).toEqual([]);
    // Unmounted here, not left to the window's teardown: a table's animation frame still
    // pending then ran against a closed jsdom window (an unhandled error on a loaded machine).
    unmount();
  });

  it('name only antd directories that exist', async () => {
    const { antd } = await loadAntdModules();
    const exported = new Set(Object.keys(antd).map((name) => name.replace(/[A-Z]/g, (ch, at: number) => `${at ? '-' : ''}${ch.toLowerCase()}`)));
    for (const dir of Object.values(STATIC_STYLE_SHEETS).flat()) expect(exported.has(dir) || dir === 'grid', dir).toBe(true);
  });
});

describe('applyStaticStyle', () => {
  it('applies the sheet named in the meta tag and resolves once it has loaded', async () => {
    document.head.innerHTML = `<meta name="antd-static-style" content='{"admin":"/assets/antd-admin-x.css"}'>`;
    expect(staticStyleUrl(document, 'admin')).toBe('/assets/antd-admin-x.css');
    const applied = applyStaticStyle(document, 'admin');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(link.getAttribute('href')).toBe('/assets/antd-admin-x.css');
    link.dispatchEvent(new Event('load'));
    await expect(applied).resolves.toBeUndefined();
  });

  it('applies nothing without the meta tag (dev server) or for a sheet the build did not write', async () => {
    document.head.innerHTML = `<meta name="antd-static-style" content='{"admin":"/assets/antd-admin-x.css"}'>`;
    await applyStaticStyle(document, 'sign-in');
    document.head.innerHTML = '';
    await applyStaticStyle(document, 'admin');
    expect(document.head.querySelector('link')).toBeNull();
  });
});

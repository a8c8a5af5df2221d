/**
 * The stack's floor: the JS that two bare pages built from the mandated stack alone put on the
 * wire, with none of Partner's own code, texts, shell or extra components. It tells which of
 * issue 9's byte targets any page built on this stack can meet:
 * - sign-in: React, react-router, i18next, axios and antd's ConfigProvider, Form, Input, Button;
 * - orders: the same with dayjs, Refine's core and router binding (useTable) and the antd
 *   components the orders list shows at once (layout, menu, dropdown, avatar, badge, tabs,
 *   search, multi-select, range picker, segmented, checkbox, spin, a sticky table with row
 *   selection, tag, tooltip, popover, pagination).
 * Each page is built on its own (one entry, Vite's defaults but the module-preload polyfill, which
 * does not resolve from there), in a folder under the repo's
 * node_modules so that its imports resolve to the installed versions.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const SIGN_IN = `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import axios from 'axios';
import { Button, ConfigProvider, Form, Input } from 'antd';
void i18n.use(initReactI18next).init({ lng: 'ru', resources: { ru: { translation: { phone: 'Телефон', go: 'Продолжить' } } } });
function SignIn() {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" onFinish={(v) => void axios.get('/sso/api/v1/users/kind/' + v.phone)}>
      <Form.Item name="phone" label={t('phone')} rules={[{ required: true }]}><Input size="large" /></Form.Item>
      <Button type="primary" htmlType="submit" block>{t('go')}</Button>
    </Form>
  );
}
createRoot(document.getElementById('root')).render(<BrowserRouter><ConfigProvider><Routes><Route path="*" element={<SignIn />} /></Routes></ConfigProvider></BrowserRouter>);
`;

const ORDERS = `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import axios from 'axios';
import dayjs from 'dayjs';
import { Refine, useTable } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { Avatar, Badge, Button, Checkbox, ConfigProvider, DatePicker, Dropdown, Input, Layout, Menu, Pagination, Popover, Segmented, Select, Spin, Table, Tabs, Tag, Tooltip } from 'antd';
void i18n.use(initReactI18next).init({ lng: 'ru', resources: { ru: { translation: { orders: 'Заказы' } } } });
const none = async () => ({ data: {} });
const dataProvider = { getList: async () => ({ data: (await axios.get('/oms')).data, total: 0 }), getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => '' };
function Orders() {
  const { t } = useTranslation();
  const { tableQuery } = useTable({ resource: 'orders' });
  return (
    <Layout>
      <Layout.Sider><Menu items={[{ key: 'orders', label: t('orders') }]} /></Layout.Sider>
      <Layout.Content>
        <Dropdown menu={{ items: [] }}><Avatar /></Dropdown><Badge count={3} />
        <Tabs items={[{ key: 'all', label: 'all' }]} />
        <Input.Search /><Select mode="multiple" options={[]} /><DatePicker.RangePicker defaultValue={[dayjs(), dayjs()]} /><Segmented options={['a']} /><Checkbox />
        <Spin spinning={tableQuery.isLoading}><Table dataSource={[]} columns={[{ title: <Tooltip title="x"><Tag>a</Tag></Tooltip>, dataIndex: 'a' }]} rowSelection={{}} sticky /></Spin>
        <Popover content="x"><Button>b</Button></Popover><Pagination total={10} />
      </Layout.Content>
    </Layout>
  );
}
createRoot(document.getElementById('root')).render(<BrowserRouter><ConfigProvider><Refine dataProvider={dataProvider} routerProvider={routerProvider} resources={[{ name: 'orders', list: '/orders' }]}><Routes><Route path="*" element={<Orders />} /></Routes></Refine></ConfigProvider></BrowserRouter>);
`;

export interface FloorFigures {
  page: string;
  jsRaw: number;
  jsGzip: number;
}

/** Builds each bare page and sums its JS, raw and gzipped as the bench's wire line counts them. */
export async function stackFloor(repoRoot: string): Promise<FloorFigures[]> {
  const root = join(repoRoot, 'node_modules', '.cache', 'partner-bench-floor');
  rmSync(root, { recursive: true, force: true });
  const figures: FloorFigures[] = [];
  for (const [page, source] of [['sign-in', SIGN_IN], ['orders', ORDERS]] as const) {
    const dir = join(root, page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'main.jsx'), source);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>');
    await build({ root: dir, configFile: false, logLevel: 'error', plugins: [react()], build: { target: 'es2022', outDir: join(dir, 'dist'), chunkSizeWarningLimit: 5000, modulePreload: { polyfill: false } } });
    const assets = join(dir, 'dist', 'assets');
    const bodies = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f)));
    figures.push({ page, jsRaw: bodies.reduce((n, b) => n + b.length, 0), jsGzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0) });
  }
  rmSync(root, { recursive: true, force: true });
  return figures;
}

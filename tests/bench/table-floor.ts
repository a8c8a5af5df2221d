/**
 * The stack's floor for time: a page built from the stack alone (React, react-router, i18next,
 * axios, dayjs, Refine's useTable, antd; one bundle, as the baseline is built) that draws what
 * Partner's /orders draws at once, with none of Partner's code: the top bar, the side menu, the
 * filters, the profit figures, the status tabs, a table with the spec's parts (row selection,
 * expandable rows, a sticky header below the top bar, fixed first and last columns, sideways
 * scroll) and Partner's cells (status tag, deadline, two sums, date, product), the pagination
 * and the footer. Its 20 rows come from a static JSON file through Refine's useTable.
 *
 * Timed in the bench beside Partner's /orders and the baseline's (navigation → 20 rows): it
 * tells how much of the distance to the baseline is what the page shows rather than how
 * Partner builds it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { freePort } from './baseline';

const PAGE = `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import axios from 'axios';
import dayjs from 'dayjs';
import { Refine, useTable } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App, Avatar, Badge, Button, ConfigProvider, DatePicker, Flex, Input, Layout, Menu, Pagination, Segmented, Select, Space, Table, Tag } from 'antd';
void i18n.use(initReactI18next).init({ lng: 'ru', resources: { ru: { translation: { orders: 'Заказы' } } } });
const none = async () => ({ data: {} });
const dataProvider = { getList: async () => ({ data: (await axios.get('/orders.json')).data, total: 120 }), getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => '' };
const money = (n) => n.toLocaleString('ru-RU') + ' ₸';
const menu = ['Заказы', 'Возвраты', 'Отзывы', 'Финансы', 'Товары', 'Прайс-листы', 'Рассрочка', 'Пункты выдачи', 'Сотрудники', 'Профиль', 'Настройки', 'Помощь'].map((label, i) => ({ key: String(i), label }));
const columns = [
  { title: 'Номер', dataIndex: 'id', fixed: 'left', render: (v) => <span style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}><strong>{v}</strong></span> },
  { title: 'Статус', dataIndex: 'label', render: (v, r) => <Tag color={r.color}>{v}</Tag> },
  { title: 'Подтвердить до', dataIndex: 'deadline', render: (v) => <time style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{v}</time> },
  { title: 'Сумма', dataIndex: 'total', align: 'right', render: money },
  { title: 'Прибыль', dataIndex: 'profit', align: 'right', render: money },
  { title: 'Создан', dataIndex: 'created', sorter: true, render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
  { title: 'Товары', dataIndex: 'product', render: (v) => <span style={{ display: 'flex' }}><span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 320 }}>{v}</span></span> },
  { title: '', key: 'actions', fixed: 'right', width: 1, render: () => <div /> },
];
function Orders() {
  const { t } = useTranslation();
  const { tableQuery } = useTable({ resource: 'orders' });
  return (
    <Layout>
      <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 20, height: 68, background: '#fff', display: 'flex', alignItems: 'center', gap: 16 }}>
        <b>Partner</b><span style={{ flex: 1 }} /><Badge count={43}><Button>Уведомления</Button></Badge><Button>Метрики</Button><Avatar>M</Avatar><span>Магазин</span>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider theme="light" width={240}><Menu mode="inline" items={menu} selectedKeys={['0']} /></Layout.Sider>
        <Layout>
          <Layout.Content style={{ padding: 24 }}>
            <h1>{t('orders')}</h1>
            <Flex wrap gap={8}><Input.Search placeholder="Номер заказа" style={{ width: 280 }} /><Select mode="multiple" placeholder="Пункт выдачи" style={{ width: 200 }} /><Select placeholder="Доставка" style={{ width: 160 }} /><DatePicker.RangePicker defaultValue={[dayjs().subtract(7, 'day'), dayjs()]} /></Flex>
            <Flex wrap gap={16} style={{ margin: '16px 0' }}>{['Сумма заказов', 'Прибыль', 'Комиссия'].map((l) => <div key={l} style={{ border: '1px solid #eee', padding: 12, borderRadius: 8 }}><div>{l}</div><b>{money(1234567)}</b></div>)}</Flex>
            <Segmented options={['Все 120', 'Ожидают 12', 'На сборке 8', 'Собраны 4', 'Доставляются 20', 'Выполнены 70', 'Повторная сборка 1', 'Отменены 5']} style={{ marginBottom: 16 }} />
            <Table size="middle" rowKey="id" dataSource={tableQuery.data?.data ?? []} pagination={false} sticky={{ offsetHeader: 68 }} scroll={{ x: 'max-content' }} rowSelection={{}} expandable={{ expandedRowRender: (r) => r.product }} columns={columns} />
            <Pagination total={120} pageSize={20} style={{ marginTop: 16 }} />
          </Layout.Content>
          <Layout.Footer>
            <Flex wrap gap={40}>
              {['Телефоны', 'Почта', 'Ссылки'].map((h) => <section key={h}><b>{h}</b>{[1, 2].map((i) => <div key={i}><div>Служба поддержки</div><a href="#">+7 (727) 355-55-55</a><div>Ежедневно</div></div>)}</section>)}
              <Space>{Array.from({ length: 12 }, (_, i) => <a key={i} href="#">●</a>)}</Space>
            </Flex>
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
createRoot(document.getElementById('root')).render(<BrowserRouter><ConfigProvider><App><Refine dataProvider={dataProvider} routerProvider={routerProvider} resources={[{ name: 'orders', list: '/orders' }]}><Routes><Route path="*" element={<Orders />} /></Routes></Refine></App></ConfigProvider></BrowserRouter>);
`;

const STATUSES = [
  ['orange', 'Ожидает подтверждения'],
  ['blue', 'На сборке'],
  ['cyan', 'Доставляется'],
  ['green', 'Выполнен'],
] as const;
const PRODUCTS = ['Электрочайник Polaris PWK 1753CA белый', 'Смартфон Samsung Galaxy A55 8/256 ГБ', 'Наушники Sony WH-1000XM5 чёрные', 'Кабель Ugreen USB-C 1 м'];

/** 20 orders shaped as the page's cells read them. */
function rows() {
  return Array.from({ length: 20 }, (_, i) => ({
    id: 604748910 - i * 137,
    color: STATUSES[i % 4][0],
    label: STATUSES[i % 4][1],
    deadline: '01:48 · скоро',
    total: 13270 + i * 1731,
    profit: 1725 + i * 97,
    created: `${26 - Math.floor(i / 4)} нояб. 2026, 1${i % 10}:11`,
    product: `${PRODUCTS[i % 4]} × 1`,
  }));
}

export interface ServedTableFloor {
  base: string;
  close(): Promise<void>;
}

/** Builds the page under node_modules/.cache (its imports resolve to the installed versions) and serves it. */
export async function serveTableFloor(repoRoot: string): Promise<ServedTableFloor> {
  const dir = join(repoRoot, 'node_modules', '.cache', 'partner-bench-table-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(join(dir, 'main.jsx'), PAGE);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><style>body { margin: 0; }</style></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>');
  writeFileSync(join(dir, 'public', 'orders.json'), JSON.stringify(rows()));
  const outDir = join(dir, 'dist');
  await build({ root: dir, configFile: false, logLevel: 'error', plugins: [react()], build: { target: 'es2022', outDir, chunkSizeWarningLimit: 5000, modulePreload: { polyfill: false } } });
  const port = await freePort();
  const server = await preview({ root: dir, configFile: false, logLevel: 'error', appType: 'spa', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

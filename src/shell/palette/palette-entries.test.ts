import { describe, expect, it, vi } from 'vitest';
import type { BaseRecord, DataProvider } from '@refinedev/core';
import type { AnyDescriptor, FilterSpec, ShopStatus } from '../../engine/descriptor';
import type { MenuPage } from '../menu-pages';
import { matchesQuery, palettePages } from './palette-entries';
import { hitOf, searchResource, searchTargets } from './record-search';
import { readRecent, recentKey, rememberPick, RECENT_LIMIT } from './recent-picks';

const MAIN: ShopStatus[] = ['ACTIVE', 'ON_CHECK'];
const resource = (name: string, route: string, opts: { access?: ShopStatus[]; search?: string; show?: boolean; menu?: boolean; label?: (r: BaseRecord) => string } = {}): AnyDescriptor =>
  ({
    name,
    route,
    access: opts.access ?? MAIN,
    menu: opts.menu === false ? undefined : { icon: 'StarOutlined', order: 10 },
    pages: opts.show ? ['list', 'show'] : ['list'],
    backend: { service: 'oms', dialect: 'oms', listPath: `/${name}`, idField: 'id' },
    list: { filters: opts.search ? ([{ kind: 'search', field: opts.search }] satisfies FilterSpec[]) : [] },
    recordLabel: opts.label,
  }) as unknown as AnyDescriptor;

const descriptors = [
  resource('orders', '/orders', { search: 'id', show: true }),
  resource('refunds', '/refunds', { search: 'search', label: (r) => `№${String(r.id)}` }),
  resource('employees', '/profile/employees', { access: ['ACTIVE'] }),
  resource('upload-events', '/products/upload/history', { search: 'q', menu: false }),
];
const pages: MenuPage[] = [
  { route: '/faq', labelKey: 'shell.pages.faq', icon: () => null, group: 'other', order: 30, access: MAIN, available: true },
  { route: '/soon', labelKey: 'shell.pages.soon', icon: () => null, order: 40, access: MAIN, available: false },
];

describe('palette pages', () => {
  it("are the side menu's entries for the shop's status: a page it may not open, or one not built, is not offered", () => {
    expect(palettePages(descriptors, pages, 'ACTIVE').map((p) => p.to)).toEqual(['/orders', '/refunds', '/profile/employees', '/faq']);
    expect(palettePages(descriptors, pages, 'ON_CHECK').map((p) => p.to)).toEqual(['/orders', '/refunds', '/faq']);
    expect(palettePages(descriptors, pages, 'DISABLED')).toEqual([]);
    expect(palettePages(descriptors, pages, undefined)).toEqual([]);
  });

  it('match every typed word, in any case', () => {
    expect(matchesQuery('Заказ №600123 · Заказы', 'зак 600')).toBe(true);
    expect(matchesQuery('Возвраты', 'заказ')).toBe(false);
  });
});

describe('palette search', () => {
  it('searches the resources with a search filter and a menu entry the shop may open', () => {
    expect(searchTargets(descriptors, 'ACTIVE').map((t) => [t.name, t.field])).toEqual([
      ['orders', 'id'],
      ['refunds', 'search'],
    ]);
    expect(searchTargets(descriptors, 'NEW')).toEqual([]);
  });

  it("is the list's own search call (contains on its search field), first page of five", async () => {
    const getList = vi.fn(async () => ({ data: [{ id: '600123' }, { id: '600124' }], total: 2 }));
    const [orders] = searchTargets(descriptors, 'ACTIVE');
    const hits = await searchResource({ getList } as unknown as DataProvider, orders, '6001');
    expect(getList).toHaveBeenCalledWith({ resource: 'orders', filters: [{ field: 'id', operator: 'contains', value: '6001' }], pagination: { currentPage: 1, pageSize: 5 } });
    expect(hits).toEqual([
      { id: 'orders:600123', label: '600123', to: '/orders/600123' },
      { id: 'orders:600124', label: '600124', to: '/orders/600124' },
    ]);
  });

  it('a hit of a resource without a record page opens its list with the search, named by its recordLabel', () => {
    const refunds = searchTargets(descriptors, 'ACTIVE')[1];
    expect(hitOf(refunds, { id: 30660 }, '3066')).toEqual({
      id: 'refunds:30660',
      label: '№30660',
      to: '/refunds?filters[0][field]=search&filters[0][operator]=contains&filters[0][value]=3066',
    });
  });
});

describe('recent picks', () => {
  it('are kept per person and shop, newest first, once each, six at most', () => {
    const key = recentKey('u-1', 'm-1001');
    expect(key).not.toBe(recentKey('u-2', 'm-1001'));
    expect(key).not.toBe(recentKey('u-1', 'm-1002'));
    localStorage.removeItem(key);
    const pick = (n: number) => ({ id: `orders:${n}`, label: String(n), groupKey: 'orders.titles.list', to: `/orders/${n}` });
    for (let n = 1; n <= 8; n++) rememberPick(key, pick(n));
    rememberPick(key, pick(5));
    expect(readRecent(key).map((p) => p.id)).toEqual(['orders:5', 'orders:8', 'orders:7', 'orders:6', 'orders:4', 'orders:3']);
    expect(readRecent(key)).toHaveLength(RECENT_LIMIT);
    expect(readRecent(recentKey('u-2', 'm-1001'))).toEqual([]);
    localStorage.setItem(key, '{broken');
    expect(readRecent(key)).toEqual([]);
  });
});

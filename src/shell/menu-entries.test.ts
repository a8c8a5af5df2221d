import { describe, expect, it } from 'vitest';
import type { AnyDescriptor, MenuGroup } from '../engine/descriptor';
import { menuSections, productsHome, selectedRoute } from './menu-entries';
import { menuPages, type MenuPage } from './menu-pages';

const MAIN = ['ACTIVE', 'ON_CHECK'] as AnyDescriptor['access'];
const resource = (name: string, route: string, order: number, group?: MenuGroup): AnyDescriptor =>
  ({ name, route, access: MAIN, menu: { icon: 'StarOutlined', order, group } }) as unknown as AnyDescriptor;

// Every resource the spec's menu names (spec 1 §2), as their descriptors will declare them.
const all = [
  resource('refunds', '/refunds', 30),
  resource('orders', '/orders', 10),
  resource('reviews', '/reviews', 20),
  resource('products', '/products', 10, 'products'),
  resource('installments', '/installments', 10, 'finance'),
  resource('transactions', '/finance', 20, 'finance'),
  resource('employees', '/profile/employees', 20, 'other'),
  resource('pickup-points', '/profile/pickup-points', 10, 'other'),
  { ...resource('upload-events', '/products/upload/history', 0), menu: undefined } as AnyDescriptor,
];
const allPages: MenuPage[] = menuPages.map((p) => ({ ...p, available: true }));
const routes = (sections: ReturnType<typeof menuSections>) => sections.map((s) => [s.group ?? 'top', s.entries.map((e) => e.route)]);

describe('side menu entries', () => {
  it('lists the entries and groups exactly as spec 1 does, once every page exists', () => {
    expect(routes(menuSections(all, allPages, 'ACTIVE'))).toEqual([
      ['top', ['/orders', '/reviews', '/refunds']],
      ['products', ['/products', '/products/upload/manual']],
      ['finance', ['/installments', '/finance']],
      ['other', ['/profile/pickup-points', '/profile/employees', '/faq', '/profile/settings']],
    ]);
  });

  it('leaves out pages that do not exist yet and empty groups', () => {
    const pages = allPages.map((p) => ({ ...p, available: p.route !== '/products/upload/manual' }));
    expect(routes(menuSections([resource('reviews', '/reviews', 20)], pages, 'ON_CHECK'))).toEqual([
      ['top', ['/reviews']],
      ['other', ['/faq', '/profile/settings']],
    ]);
  });

  it('shows nothing to a shop the areas are closed to', () => {
    expect(menuSections(all, allPages, 'NEW')).toEqual([]);
    expect(menuSections(all, allPages, undefined)).toEqual([]);
  });

  it('marks the entry of the longest matching route', () => {
    const list = ['/products', '/products/upload/manual', '/reviews'];
    expect(selectedRoute(list, '/products/upload/manual')).toBe('/products/upload/manual');
    expect(selectedRoute(list, '/products/123')).toBe('/products');
    expect(selectedRoute(list, '/reviews')).toBe('/reviews');
    expect(selectedRoute(list, '/reviewsx')).toBeUndefined();
  });

  it('marks an entry for every path of its section (the upload page tabs and events)', () => {
    const entries = ['/products', { route: '/products/upload/manual', section: '/products/upload' }];
    expect(selectedRoute(entries, '/products/upload/history')).toBe('/products/upload/manual');
    expect(selectedRoute(entries, '/products/upload/events/e-1')).toBe('/products/upload/manual');
    expect(selectedRoute(entries, '/products/onsale')).toBe('/products');
  });
});

describe('the /products redirect', () => {
  it('goes to the first products entry: the on-sale list once it exists, the upload page until then', () => {
    expect(productsHome(all, allPages, 'ACTIVE')).toBe('/products');
    expect(productsHome([], allPages, 'ACTIVE')).toBe('/products/upload/manual');
    expect(productsHome([], allPages, 'NEW')).toBe('/');
  });
});

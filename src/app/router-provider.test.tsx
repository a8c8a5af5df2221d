import { ResourceContext, type IResourceItem } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readListSearch } from '../engine/list-search';
import { partnerRouterProvider } from './router-provider';

const resources: IResourceItem[] = [
  { name: 'orders', list: '/orders', show: '/orders/:id', edit: '/orders/:id/edit' },
  { name: 'reviews', list: '/reviews', show: '/reviews/:id' },
  { name: 'upload-events', list: '/products/upload/history', show: '/products/upload/events/:id' },
];

function parsed(parse: NonNullable<typeof routerProvider.parse>, url: string, route?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ResourceContext.Provider value={{ resources }}>
      <MemoryRouter initialEntries={[url]}>{route ? <Routes><Route path={route} element={children} /></Routes> : children}</MemoryRouter>
    </ResourceContext.Provider>
  );
  return renderHook(() => parse()(), { wrapper }).result.current;
}

describe('partnerRouterProvider.parse', () => {
  const cases: Array<[string, string?]> = [
    ['/orders'],
    ['/orders?currentPage=2&pageSize=50&sorters[0][field]=created_at&sorters[0][order]=asc&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=NEW&filters[0][value][1]=DONE'],
    ['/orders/A-17'],
    ['/orders/A%2017/edit', '/orders/:id/edit'],
    ['/products/upload/events/9?to=%2Forders'],
    ['/nowhere?q=1'],
  ];
  it.each(cases)('answers as the stock parse does for %s', (url, route) => {
    expect(parsed(partnerRouterProvider.parse!, url, route)).toEqual(parsed(routerProvider.parse!, url, route));
  });

  it("hands Refine the list's state as the route's early call reads it (readListSearch)", () => {
    const search = '?currentPage=two&pageSize=50&sorters[0][field]=created_at&sorters[0][order]=asc&filters[0][field]=status&filters[0][operator]=in&filters[0][value][]=NEW';
    expect(parsed(partnerRouterProvider.parse!, `/orders${search}`).params).toMatchObject(readListSearch(search) as Record<string, unknown>);
    // A page that is not a number is none: the stock parse would hand the word to useTable.
    expect(parsed(partnerRouterProvider.parse!, `/orders${search}`).params?.currentPage).toBeUndefined();
  });

  it('a path parsed again (its match kept) still answers with that search', () => {
    parsed(partnerRouterProvider.parse!, '/reviews/5');
    expect(parsed(partnerRouterProvider.parse!, '/reviews/5?currentPage=3')).toMatchObject({ action: 'show', id: '5', pathname: '/reviews/5', params: { currentPage: 3 } });
  });
});

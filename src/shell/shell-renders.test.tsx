import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeShopStatus } from '../../providers/shop-status';
import { NoMotion } from '../../tests/setup/antd-test';
import { createMemoryProvider, currentQuery, LocationProbe } from '../../tests/setup/engine-harness';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../controls/common-texts';
import { itemsDescriptor, itemsTexts, makeItems } from '../engine/__fixtures__/items';
import type { AnyDescriptor, AnyResource } from '../engine/descriptor';
import { DescriptorsProvider } from '../engine/descriptors';
import { ListPage } from '../engine/list-page';
import ShellLayout from './shell-layout';
import { PageStartContext } from './page-start';
import { shellTexts } from './texts';

// The shell's calls: nothing to wait for, nothing on the network.
vi.mock('./shell-services', () => ({ notesApi: { count: async () => 0, list: async () => ({ notes: [], count: 0 }), setStatus: async () => undefined } }));
vi.mock('../../providers/auth-services', () => ({ authApi: { getPartners: async () => [] } }));
vi.mock('../../providers/support-contact', async (original) => ({
  ...(await original<typeof import('../../providers/support-contact')>()),
  loadContacts: async () => [],
}));

/**
 * Counts the renders of the side menu, the top bar and the footer, with no hook in the app's
 * code: each part is replaced by itself inside a <Profiler>, whose onRender fires on every
 * commit that rendered anything below it, i.e. when the shell renders the part again (the
 * wrapper is not memoised) and when the part, or any child of it, re-renders on its own (a
 * router context, a <Link>).
 */
const renders = vi.hoisted(() => ({ menu: 0, header: 0, footer: 0 }));
async function profiled<P extends object>(id: keyof typeof renders, Part: ComponentType<P>) {
  const { createElement, Profiler } = await import('react');
  return function Profiled(props: P) {
    return createElement(Profiler, { id, onRender: () => (renders[id] += 1) }, createElement(Part, props));
  };
}
vi.mock('./side-menu', async (original) => {
  const real = await original<typeof import('./side-menu')>();
  return { ...real, SideMenu: await profiled('menu', real.SideMenu) };
});
vi.mock('./header-bar', async (original) => {
  const real = await original<typeof import('./header-bar')>();
  return { ...real, HeaderBar: await profiled('header', real.HeaderBar) };
});
vi.mock('./footer/app-footer', async (original) => {
  const real = await original<typeof import('./footer/app-footer')>();
  return { ...real, AppFooter: await profiled('footer', real.AppFooter) };
});

setupTestI18n([commonTexts, shellTexts, itemsTexts]);

const items = { ...itemsDescriptor(), menu: { icon: 'ShoppingCartOutlined', order: 10 } } as unknown as AnyResource & AnyDescriptor;
const others = { ...items, name: 'others', route: '/others', menu: { icon: 'RollbackOutlined', order: 20, labelKey: 'others.title' } } as unknown as AnyResource & AnyDescriptor;

function renderShell(startPage: (to: string) => void = () => undefined) {
  const { provider } = createMemoryProvider({ items: makeItems(45), others: makeItems(3) });
  const resources = [items, others].map((d) => ({ name: d.name, list: d.route }));
  render(
    <NoMotion>
      <App>
        <MemoryRouter initialEntries={['/items']}>
          <Refine dataProvider={provider} routerProvider={routerProvider} resources={resources} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
            <Routes>
              <Route
                element={
                  <PageStartContext value={startPage}>
                    <DescriptorsProvider descriptors={[items, others]}>
                      <ShellLayout />
                    </DescriptorsProvider>
                  </PageStartContext>
                }
              >
                <Route path="/items" element={<ListPage descriptor={items} />} />
                <Route path="/others" element={<ListPage descriptor={others} />} />
              </Route>
            </Routes>
            <LocationProbe />
          </Refine>
        </MemoryRouter>
      </App>
    </NoMotion>,
  );
}

const selectedEntry = () => document.querySelector('[data-testid="side-menu"] .ant-menu-item-selected')?.textContent;
/** Lets the list's effects (its URL written back, the next page's rows) settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

beforeEach(() => {
  localStorage.clear();
  writeShopStatus('ACTIVE');
});
afterEach(() => vi.restoreAllMocks());

describe('the shell around an open list (issue 30)', () => {
  it('renders neither the side menu, nor the top bar, nor the footer again when only the list’s query string changes; a new path re-renders the menu', async () => {
    renderShell();
    await screen.findByText('Товар 001');
    await waitFor(() => expect(currentQuery().get('currentPage')).toBe('1'));
    await settle();
    expect(selectedEntry()).toBe('Товары');
    const before = { ...renders };

    // The next page: the list replaces ?currentPage=1… by ?currentPage=2… on the same path.
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Товар 011');
    await waitFor(() => expect(currentQuery().get('currentPage')).toBe('2'));
    // A sort: the same, once more.
    fireEvent.click(screen.getByRole('columnheader', { name: /Название/ }));
    await waitFor(() => expect(currentQuery().get('sorters[0][field]')).toBe('name'));
    await settle();
    expect(renders).toEqual(before);

    // Another menu entry: a new path, the menu shows it selected.
    fireEvent.click(within(screen.getByTestId('side-menu')).getByText('others.title'));
    await waitFor(() => expect(selectedEntry()).toBe('others.title'));
    expect(renders.menu).toBeGreaterThan(before.menu);
  });

  it("a side-menu click starts the page's first calls in the click, before the route renders (issue 30)", async () => {
    const started: Array<{ to: string; path: string | null }> = [];
    renderShell((to) => started.push({ to, path: screen.getByTestId('location').textContent }));
    await screen.findByText('Товар 001');
    fireEvent.click(within(screen.getByTestId('side-menu')).getByText('others.title'));
    expect(started).toEqual([{ to: '/others', path: expect.stringMatching(/^\/items/) }]);
    await waitFor(() => expect(selectedEntry()).toBe('others.title'));
  });
});

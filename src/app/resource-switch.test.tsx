import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { ListPage } from '../engine/list-page';
import { ResourcePage } from '../engine/resource-page';
import { itemsDescriptor, itemsTexts, makeItems } from '../engine/__fixtures__/items';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { createMemoryProvider, renderTree, Route } from '../../tests/setup/engine-harness';
import { NavigationProgress } from './navigation-progress';
import type { AnyDescriptor, AnyResource } from '../engine/descriptor';

setupTestI18n([itemsTexts]);
afterEach(() => vi.restoreAllMocks());

const OTHERS = [{ id: 'o1', kind: 'other' }];

/** A second resource whose render functions write down every row they are given. */
function othersOf(items: AnyResource, seen: BaseRecord[]) {
  const look = (r: BaseRecord) => {
    seen.push(r);
    return String(r.id);
  };
  return {
    ...items,
    name: 'others',
    route: '/others',
    titles: { ru: { list: 'Другие' }, kz: {}, en: {} },
    list: {
      pageSize: 10,
      columns: [{ key: 'id', required: true, render: look }],
      expandable: { render: look, rowExpandable: (r: BaseRecord) => look(r) !== '' },
    },
  } as unknown as AnyResource;
}

const menu = (
  <>
    <Link to="/items">Меню: товары</Link>
    <Link to="/others">Меню: другие</Link>
  </>
);

describe('a list opened from another resource’s list', () => {
  it("never gives the other resource's rows to its render functions (the same generic list, one after the other)", async () => {
    const items = itemsDescriptor() as unknown as AnyResource;
    const seen: BaseRecord[] = [];
    const others = othersOf(items, seen);
    const { provider } = createMemoryProvider({ items: makeItems(45), others: OTHERS });
    const routes = (
      <>
        <Route path="/items" element={<>{menu}<ListPage descriptor={items} /></>} />
        <Route path="/others" element={<>{menu}<ListPage descriptor={others} /></>} />
      </>
    );
    render(renderTree({ descriptor: items, provider, url: '/items', routes }));
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getByRole('link', { name: 'Меню: другие' }));
    await screen.findByText('o1');
    expect(seen.map((r) => r.id).filter((id) => id !== 'o1')).toEqual([]);
  });

  it('through the routes’ resource page: its own rows only, and no update of another component while rendering', async () => {
    const errors = vi.spyOn(console, 'error');
    const items = itemsDescriptor() as unknown as AnyResource;
    const seen: BaseRecord[] = [];
    const others = othersOf(items, seen);
    // The parts arrive later, as a route's chunk does: the page waits for its code (the top bar).
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const descriptor = (r: AnyResource, later: boolean): AnyDescriptor =>
      ({ ...r, parts: async () => (later && (await arrived), { default: { list: r.list, i18n: itemsTexts } }) }) as unknown as AnyDescriptor;
    const { provider } = createMemoryProvider({ items: makeItems(45), others: OTHERS });
    const routes = (
      <>
        <Route path="/items" element={<>{menu}<Suspense fallback={<p>Загрузка</p>}><ResourcePage descriptor={descriptor(items, false)} page="list" /></Suspense></>} />
        <Route path="/others" element={<>{menu}<Suspense fallback={<p>Загрузка</p>}><ResourcePage descriptor={descriptor(others, true)} page="list" /></Suspense></>} />
      </>
    );
    await act(async () =>
      render(
        <>
          <NavigationProgress />
          {renderTree({ descriptor: items, provider, url: '/items', routes })}
        </>,
      ),
    );
    await screen.findByText('Товар 001', undefined, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Меню: другие' })));
    await act(async () => arrive());
    await screen.findByText('o1', undefined, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('.partner-progress')).toBeNull());
    expect(seen.map((r) => r.id).filter((id) => id !== 'o1')).toEqual([]);
    const warnings = errors.mock.calls.map((call) => String(call[0])).filter((text) => /Cannot update a component/.test(text));
    expect(warnings).toEqual([]);
  });
});

import { POINTER_REST_MS } from './row-activation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, useNavigate } from 'react-router';
import routerProvider from '@refinedev/react-router';
import type { RouterProvider } from '@refinedev/core';
import { ListPage } from './list-page';
import { columnsStorageKey } from './column-visibility';
import { itemsDescriptor, itemsTexts, makeItems, type Item } from './__fixtures__/items';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { createMemoryProvider, currentQuery, renderTree, Route } from '../../tests/setup/engine-harness';
import type { AnyResource } from './descriptor';
import { savedViewsTexts } from './saved-views/texts';
import { announceArrivals } from './live/arrivals';
import { ARRIVED_CLASS } from './live/arrived-mark';

setupTestI18n([itemsTexts, savedViewsTexts]);

function setup(opts: { url?: string; descriptor?: AnyResource; rows?: Item[]; fail?: boolean } = {}) {
  const descriptor = opts.descriptor ?? (itemsDescriptor() as unknown as AnyResource);
  const memory = createMemoryProvider({ items: opts.rows ?? makeItems(45) });
  if (opts.fail) memory.control.fail = { statusCode: 500, message: 'boom' };
  const tree = renderTree({
    descriptor,
    provider: memory.provider,
    url: opts.url ?? '/items',
    routes: (
      <>
        <Route path="/items" element={<ListPage descriptor={descriptor} />} />
        <Route path="/items/:id" element={<p>Карточка товара</p>} />
      </>
    ),
  });
  const view = render(tree);
  return { ...memory, view, tree };
}

const lastCall = (calls: ReturnType<typeof createMemoryProvider>['listCalls']) => calls[calls.length - 1];
const rowsShown = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'));
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('<ListPage>', () => {
  it('renders the title, the visible columns and a page of rows', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Товары' })).toBeInTheDocument();
    await screen.findByText('Товар 001');
    expect(rowsShown()).toHaveLength(10);
    expect(headers()).toEqual(expect.arrayContaining(['Номер', 'Название', 'Статус', 'Действия']));
    expect(headers()).not.toContain('Сумма'); // hidden by default
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
  });

  it('applies the default filter values when the URL has none, and writes them to the URL', async () => {
    const { listCalls } = setup();
    await screen.findByText('Товар 001');
    expect(listCalls[0]).toMatchObject({ currentPage: 1, pageSize: 10, filters: [{ field: 'status', operator: 'in', value: ['new', 'done'] }] });
    await waitFor(() => expect(currentQuery().get('filters[0][field]')).toBe('status'));
    expect(currentQuery().get('filters[0][value][1]')).toBe('done');
    expect(currentQuery().get('currentPage')).toBe('1');
    expect(screen.getByRole('button', { name: 'Статус: Выбрано 2' })).toBeInTheDocument();
    expect(screen.queryByText('Отменён')).toBeNull();
  });

  it('restores filters, sort and page from the URL instead of the defaults', async () => {
    const url =
      '/items?currentPage=2&pageSize=10&sorters[0][field]=name&sorters[0][order]=desc' +
      '&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=canceled';
    const { listCalls } = setup({ url });
    await waitFor(() => expect(rowsShown()).toHaveLength(5)); // 15 canceled rows, page 2 of 10
    expect(listCalls[0]).toMatchObject({
      currentPage: 2,
      pageSize: 10,
      sorters: [{ field: 'name', order: 'desc' }],
      filters: [{ field: 'status', operator: 'in', value: ['canceled'] }],
    });
    expect(screen.getByRole('button', { name: 'Статус: Отменён' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it("a link to the bare list while it is open (the side menu's entry) opens it afresh", async () => {
    const items = itemsDescriptor() as unknown as AnyResource;
    const descriptor = { ...items, list: { ...items.list!, defaultSort: { field: 'id', order: 'desc' } } } as AnyResource;
    const { provider, listCalls } = createMemoryProvider({ items: makeItems(45) });
    const url = '/items?currentPage=2&pageSize=5&sorters[0][field]=name&sorters[0][order]=asc&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=canceled';
    const page = (
      <>
        <Link to="/items">Меню: товары</Link>
        <ListPage descriptor={descriptor} />
      </>
    );
    render(renderTree({ descriptor, provider, url, routes: <Route path="/items" element={page} /> }));
    await waitFor(() => expect(rowsShown()).toHaveLength(5)); // 15 canceled rows, page 2 of 5
    const before = listCalls.length;
    fireEvent.click(screen.getByRole('link', { name: 'Меню: товары' }));
    // One call, the list's opening one: the default filter, the default sort, page 1 of the descriptor's size.
    const opening = { resource: 'items', currentPage: 1, pageSize: 10, sorters: [{ field: 'id', order: 'desc' }], filters: [{ field: 'status', operator: 'in', value: ['new', 'done'] }] };
    await waitFor(() => expect(listCalls.slice(before)).toEqual([opening]));
    expect(await screen.findByRole('button', { name: 'Статус: Выбрано 2' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Номер/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(currentQuery().get('filters[0][value][1]')).toBe('done'));
    expect(Object.fromEntries(currentQuery())).toMatchObject({ currentPage: '1', pageSize: '10', 'sorters[0][field]': 'id', 'sorters[0][order]': 'desc' });
  });

  it("the side menu's entry opens the list afresh while the router still shows its opening address", async () => {
    // The router's location updates are transitions: on a busy page the list's own address
    // writes can still be pending when the menu's entry is clicked, so the location the list
    // sees goes from bare to bare. Here they never land (Refine's replace does nothing).
    const router: RouterProvider = {
      ...routerProvider,
      go: () => {
        const go = routerProvider.go!();
        return (config) => (config.type === 'replace' ? undefined : go(config));
      },
    };
    const descriptor = itemsDescriptor() as unknown as AnyResource;
    const { provider, listCalls } = createMemoryProvider({ items: makeItems(45) });
    const page = (
      <>
        <Link to="/items">Меню: товары</Link>
        <ListPage descriptor={descriptor} />
      </>
    );
    render(renderTree({ descriptor, provider, url: '/items', router, routes: <Route path="/items" element={page} /> }));
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getByRole('columnheader', { name: /Название/ }));
    await waitFor(() => expect(lastCall(listCalls)?.sorters).toEqual([{ field: 'name', order: 'asc' }]));
    expect(currentQuery().toString()).toBe('');
    const before = listCalls.length;
    fireEvent.click(screen.getByRole('link', { name: 'Меню: товары' }));
    const opening = { resource: 'items', currentPage: 1, pageSize: 10, sorters: [], filters: [{ field: 'status', operator: 'in', value: ['new', 'done'] }] };
    await waitFor(() => expect(listCalls.slice(before)).toEqual([opening]));
    expect(screen.getByRole('columnheader', { name: /Название/ })).not.toHaveAttribute('aria-sort');
  });

  it('a link to the open list with its own filters, sort and page shows that view', async () => {
    const descriptor = itemsDescriptor() as unknown as AnyResource;
    const { provider, listCalls } = createMemoryProvider({ items: makeItems(45) });
    const canceled = '/items?currentPage=2&pageSize=5&sorters[0][field]=name&sorters[0][order]=desc&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=canceled';
    const page = (
      <>
        <Link to={canceled}>Отменённые</Link>
        <ListPage descriptor={descriptor} />
      </>
    );
    render(renderTree({ descriptor, provider, url: '/items', routes: <Route path="/items" element={page} /> }));
    await screen.findByText('Товар 001');
    const before = listCalls.length;
    fireEvent.click(screen.getByRole('link', { name: 'Отменённые' }));
    const linked = { resource: 'items', currentPage: 2, pageSize: 5, sorters: [{ field: 'name', order: 'desc' }], filters: [{ field: 'status', operator: 'in', value: ['canceled'] }] };
    await waitFor(() => expect(listCalls.slice(before)).toEqual([linked]));
    expect(await screen.findByRole('button', { name: 'Статус: Отменён' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'descending');
    expect(rowsShown()).toHaveLength(5);
  });

  it('Back to an earlier address of the open list shows that view again', async () => {
    const descriptor = itemsDescriptor() as unknown as AnyResource;
    const { provider, listCalls } = createMemoryProvider({ items: makeItems(45) });
    const url = '/items?currentPage=2&pageSize=10&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=canceled';
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>Назад</button>;
    }
    const page = (
      <>
        <Link to="/items">Меню: товары</Link>
        <Back />
        <ListPage descriptor={descriptor} />
      </>
    );
    render(renderTree({ descriptor, provider, url, routes: <Route path="/items" element={page} /> }));
    await waitFor(() => expect(rowsShown()).toHaveLength(5)); // 15 canceled rows, page 2 of 10
    fireEvent.click(screen.getByRole('link', { name: 'Меню: товары' }));
    expect(await screen.findByRole('button', { name: 'Статус: Выбрано 2' })).toBeInTheDocument();
    await waitFor(() => expect(currentQuery().get('filters[0][value][1]')).toBe('done'));
    const before = listCalls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    const earlier = { resource: 'items', currentPage: 2, pageSize: 10, sorters: [], filters: [{ field: 'status', operator: 'in', value: ['canceled'] }] };
    await waitFor(() => expect(listCalls.slice(before)).toEqual([earlier]));
    expect(await screen.findByRole('button', { name: 'Статус: Отменён' })).toBeInTheDocument();
    expect(currentQuery().get('filters[0][value][0]')).toBe('canceled');
    expect(currentQuery().get('currentPage')).toBe('2');
  });

  it('a filter change goes back to page 1 and lands in the URL', async () => {
    const { listCalls } = setup({ url: '/items?currentPage=3&pageSize=10' });
    await waitFor(() => expect(lastCall(listCalls)?.currentPage).toBe(3));
    const search = screen.getByRole('textbox', { name: 'Поиск по названию' });
    fireEvent.change(search, { target: { value: 'Товар 01' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastCall(listCalls)).toMatchObject({ currentPage: 1 }));
    expect(lastCall(listCalls).filters).toContainEqual({ field: 'name', operator: 'contains', value: 'Товар 01' });
    await waitFor(() => expect(currentQuery().get('currentPage')).toBe('1'));
    expect([...currentQuery().values()]).toContain('Товар 01');
  });

  it('offers "Сохранить вид" only once the list differs from its defaults, even with the defaults written into the URL', async () => {
    setup();
    await screen.findByText('Товар 001');
    await waitFor(() => expect(currentQuery().get('filters[0][field]')).toBe('status'));
    expect(screen.queryByRole('navigation', { name: 'Виды списка' })).toBeNull();
    const search = screen.getByRole('textbox', { name: 'Поиск по названию' });
    fireEvent.change(search, { target: { value: 'Товар 01' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const views = await screen.findByRole('navigation', { name: 'Виды списка' });
    expect(within(views).getByRole('button', { name: 'Сохранить вид' })).toBeInTheDocument();
  });

  it('a multi-select change goes back to page 1', async () => {
    const { listCalls } = setup();
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastCall(listCalls).currentPage).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Статус: Выбрано 2' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Статус' })).getByRole('checkbox', { name: 'Отменён' }));
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(lastCall(listCalls)).toMatchObject({ currentPage: 1, filters: [{ field: 'status', value: ['new', 'done', 'canceled'] }] }));
    expect(screen.getByRole('button', { name: 'Статус: Все' })).toBeInTheDocument();
  });

  it('pages and sorts through the URL; the sort cycles asc → desc → none', async () => {
    const { listCalls } = setup();
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(currentQuery().get('currentPage')).toBe('2'));
    expect(lastCall(listCalls).currentPage).toBe(2);

    const header = () => screen.getByRole('columnheader', { name: /Название/ });
    fireEvent.click(header());
    await waitFor(() => expect(currentQuery().get('sorters[0][order]')).toBe('asc'));
    expect(currentQuery().get('sorters[0][field]')).toBe('name');
    expect(currentQuery().get('currentPage')).toBe('1');
    fireEvent.click(header());
    await waitFor(() => expect(currentQuery().get('sorters[0][order]')).toBe('desc'));
    expect(lastCall(listCalls).sorters).toEqual([{ field: 'name', order: 'desc' }]);
    fireEvent.click(header());
    await waitFor(() => expect(currentQuery().get('sorters[0][order]')).toBeNull());
    expect(lastCall(listCalls).sorters).toEqual([]);
  });

  it('a page change renders each row of the new page once, and rows already shown never again', async () => {
    // antd's table renders every row again on any render of its own: the list must not render
    // it for the URL being written or a background refresh starting or ending (issue 30).
    const rendered: string[] = [];
    const descriptor = itemsDescriptor() as unknown as AnyResource;
    const status = descriptor.list!.columns.find((c) => c.key === 'status')!;
    status.render = (r) => {
      rendered.push(String(r.name));
      return String(r.status).toUpperCase();
    };
    setup({ descriptor });
    await screen.findByText('Товар 001');
    await waitFor(() => expect(currentQuery().get('currentPage')).toBe('1'));
    rendered.length = 0;
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Товар 016');
    await waitFor(() => expect(currentQuery().get('currentPage')).toBe('2'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rendered).toHaveLength(10);
    expect(new Set(rendered).size).toBe(10);
    expect(rendered).not.toContain('Товар 001');
  });

  it('opens the record on a row click, but not on a click on its actions', async () => {
    setup();
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getAllByRole('button', { name: 'Подтвердить' })[0]);
    expect(screen.queryByText('Карточка товара')).toBeNull();
    fireEvent.click(screen.getByText('Товар 002'));
    expect(await screen.findByText('Карточка товара')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/items/2');
  });

  it('shows row actions by their visible predicate; a running action sends nothing on a second click', async () => {
    let finish!: () => void;
    const approve = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup({ descriptor: itemsDescriptor({ approve }) as unknown as AnyResource });
    await screen.findByText('Товар 001');
    expect(screen.getAllByRole('button', { name: 'Подтвердить' })).toHaveLength(5); // only the "new" rows
    const button = screen.getAllByRole('button', { name: 'Подтвердить' })[0];
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.doubleClick(button);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(button).toHaveClass('ant-btn-loading');
    await act(async () => finish());
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(button);
    expect(approve).toHaveBeenCalledTimes(2);
  });

  it("the select-all box is named in the list's language (antd says \"Select all\" in every one)", async () => {
    setup({ descriptor: itemsDescriptor({ archive: vi.fn() }) as unknown as AnyResource });
    await screen.findByText('Товар 001');
    const all = screen.getAllByRole('checkbox', { name: 'Выбрать все строки страницы' });
    expect(all.length).toBeGreaterThan(0);
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
  });

  it('selected rows show the bulk bar with their count', async () => {
    const archive = vi.fn(async (_items: Item[], refresh: () => void) => refresh());
    setup({ descriptor: itemsDescriptor({ archive }) as unknown as AnyResource });
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать строку 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать строку 2' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными' });
    expect(within(bar).getByText('Выбрано 2')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'В архив' }));
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    expect(archive.mock.calls[0][0].map((r: Item) => r.id)).toEqual([1, 2]);
    // done: the selection is cleared
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).toBeNull());
  });

  it('expands a row without opening it', async () => {
    setup();
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getAllByRole('button', { name: /развернуть/i })[0]);
    expect(await screen.findByText('Подробности Товар 001')).toBeInTheDocument();
    expect(screen.queryByText('Карточка товара')).toBeNull();
  });

  it('shows the error with a retry', async () => {
    const { control } = setup({ fail: true });
    await screen.findByText('Не удалось загрузить данные');
    control.fail = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Товар 001')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    setup({ rows: [] });
    expect((await screen.findAllByText('Нет данных')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  });
});

describe('records that arrive while the list is open (issue 34: a live list)', () => {
  const newItem = (rows: Item[]): Item => ({ ...rows[0], id: 1000, name: 'Новый товар', status: 'new' });

  it('at the head of the list they come in, marked and announced, and the selection stays', async () => {
    const rows = makeItems(45);
    const { listCalls } = setup({ rows });
    await screen.findByText('Товар 001');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать строку 2' }));
    rows.unshift(newItem(rows));
    let shown: boolean | undefined;
    await act(async () => {
      shown = await announceArrivals('items');
    });
    expect(shown).toBe(true);
    expect(lastCall(listCalls)).toMatchObject({ currentPage: 1 });
    expect(screen.getByText('Новый товар').closest('tr')).toHaveClass(ARRIVED_CLASS);
    expect(screen.getByText('Товар 001').closest('tr')).not.toHaveClass(ARRIVED_CLASS);
    expect(screen.getByText('Новые записи в списке: 1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Выбрать строку 2' })).toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Действия с выбранными' })).getByText('Выбрано 1')).toBeInTheDocument();
  });

  it('on a later page the rows stay as they are and the list says it did not show them', async () => {
    const rows = makeItems(45);
    const { listCalls } = setup({ rows, url: '/items?currentPage=2&pageSize=10' });
    await waitFor(() => expect(lastCall(listCalls)?.currentPage).toBe(2));
    await waitFor(() => expect(rowsShown()).toHaveLength(10));
    const calls = listCalls.length;
    rows.unshift(newItem(rows));
    let shown: boolean | undefined;
    await act(async () => {
      shown = await announceArrivals('items');
    });
    expect(shown).toBe(false);
    expect(listCalls).toHaveLength(calls);
    expect(screen.queryByText('Новый товар')).toBeNull();
  });

  it('with no list of the resource open nothing takes them', async () => {
    expect(await announceArrivals('items')).toBe(false);
  });
});

describe('page parts', () => {
  it('renders the page actions, the header and the block above the table with the current filters', async () => {
    const base = itemsDescriptor() as unknown as AnyResource;
    const descriptor: AnyResource = {
      ...base,
      list: {
        ...base.list!,
        pageActions: [() => <button type="button">Скачать отчёт</button>],
        header: ({ filters }) => <p>Фильтров: {filters.length}</p>,
        aboveTable: ({ filters }) => <p>График: {filters.length}</p>,
      },
    };
    setup({ descriptor });
    await screen.findByText('Товар 001');
    expect(screen.getByRole('button', { name: 'Скачать отчёт' })).toBeInTheDocument();
    expect(screen.getByText('Фильтров: 1')).toBeInTheDocument();
    // The block above the table sits between the filters and the table.
    const chart = screen.getByText('График: 1');
    expect(screen.getByRole('group', { name: 'Фильтры' }).compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chart.compareDocumentPosition(screen.getAllByRole('table')[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hover actions sit in a last, fixed column; clicks in them (text included) never open the row', async () => {
    const base = itemsDescriptor() as unknown as AnyResource;
    const descriptor: AnyResource = {
      ...base,
      list: {
        ...base.list!,
        rowActions: undefined,
        hoverActions: (r) => (
          <>
            <span>Подсказка {String(r.name)}</span>
            <button type="button">Принять {String(r.name)}</button>
          </>
        ),
      },
    };
    setup({ descriptor });
    await screen.findByText('Товар 001');
    expect(headers().at(-1)).toBe('Действия'); // read by screen readers, not shown
    // The actions are created when their row is first hovered.
    fireEvent.mouseMove(screen.getByText("Товар 002").closest("tr")!);
    const button = await screen.findByRole('button', { name: 'Принять Товар 002' });
    expect(button.closest('td')).toHaveClass('engine-hover-actions', 'ant-table-cell-fix-right');
    fireEvent.click(button);
    fireEvent.click(screen.getByText('Подсказка Товар 002'));
    expect(screen.queryByText('Карточка товара')).toBeNull();
    fireEvent.click(screen.getByText('Товар 002'));
    expect(await screen.findByText('Карточка товара')).toBeInTheDocument();
  });
});

describe('the table and the width of its box', () => {
  const widthIs = (px: number) => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);

  it('fits: no sideways scroll, no antd sticky header, no hidden copy of the header row; its header cells stick by themselves', async () => {
    widthIs(1200);
    const { view } = setup();
    await screen.findByText('Товар 001');
    const wrapper = view.container.querySelector('.ant-table-wrapper')!;
    expect(wrapper).toHaveClass('engine-list-table--fits');
    expect(wrapper.querySelector('.ant-table-header, .ant-table-measure-row')).toBeNull();
  });

  it('too narrow: antd scrolls it sideways under its sticky header', async () => {
    widthIs(300);
    const { view } = setup();
    await screen.findByText('Товар 001');
    const wrapper = view.container.querySelector('.ant-table-wrapper')!;
    expect(wrapper).not.toHaveClass('engine-list-table--fits');
    expect(wrapper.querySelector('.ant-table-header.ant-table-sticky-holder')).not.toBeNull();
  });
});

describe('hover actions, created per row on first hover or focus', () => {
  const withHoverActions = (): AnyResource => {
    const base = itemsDescriptor() as unknown as AnyResource;
    return {
      ...base,
      list: {
        ...base.list!,
        rowActions: undefined,
        hoverActions: (r) => (
          <>
            <button type="button">Принять {String(r.name)}</button>
            <button type="button">Отклонить {String(r.name)}</button>
          </>
        ),
      },
    };
  };

  it('are not created with the rows: each row has one button that stands in for them', async () => {
    setup({ descriptor: withHoverActions() });
    await screen.findByText('Товар 001');
    expect(screen.queryByRole('button', { name: /^Принять/ })).toBeNull();
    expect(within(rowsShown()[0]).getByRole('button', { name: 'Показать действия' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { name: 'Показать действия' })).toHaveLength(rowsShown().length);
  });

  it('the pointer moving over a row creates its actions; a row scrolled under a still pointer (entered, no move) does not', async () => {
    setup({ descriptor: withHoverActions() });
    await screen.findByText('Товар 001');
    fireEvent.mouseEnter(rowsShown()[0]);
    fireEvent.mouseOver(rowsShown()[0]);
    expect(screen.queryByRole('button', { name: 'Принять Товар 001' })).toBeNull();
    fireEvent.mouseMove(rowsShown()[0]);
    expect(await screen.findByRole('button', { name: 'Принять Товар 001' })).toBeInTheDocument();
  });

  it('a pointer that crosses a row, or comes to it and presses at once, builds nothing: the click is not held back', async () => {
    setup({ descriptor: withHoverActions() });
    await screen.findByText('Товар 001');
    const [first, second] = rowsShown();
    fireEvent.mouseMove(first);
    fireEvent.mouseMove(second);
    fireEvent.pointerDown(second);
    // The press focuses the row, within its task: that focus builds nothing either.
    act(() => second.focus());
    await new Promise((resolve) => setTimeout(resolve, POINTER_REST_MS * 2));
    expect(screen.queryByRole('button', { name: /^Принять/ })).toBeNull();
  });

  it('focusing into the row creates its actions (and only its own); they stay when it is left', async () => {
    setup({ descriptor: withHoverActions() });
    await screen.findByText('Товар 001');
    const [, second, third] = rowsShown();
    act(() => third.focus());
    expect(await within(third).findByRole('button', { name: /^Принять/ })).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Показать действия' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Принять/ })).toHaveLength(1);
    act(() => second.focus());
    await within(second).findByRole('button', { name: /^Принять/ });
    expect(within(third).getByRole('button', { name: /^Принять/ })).toBeInTheDocument();
  });

  it('the stand-in button, reached by keyboard or a screen reader, opens them and hands the focus on', async () => {
    setup({ descriptor: withHoverActions() });
    await screen.findByText('Товар 001');
    const [, , , fourth, fifth, sixth, seventh] = rowsShown();
    const standIn = (row: HTMLElement) => within(row).getByRole('button', { name: 'Показать действия' });
    // Forwards: the first action takes the focus.
    act(() => standIn(fourth).focus());
    await waitFor(() => expect(within(fourth).getByRole('button', { name: /^Принять/ })).toHaveFocus());
    // Backwards (Shift+Tab from the next row): the last one does.
    const open = standIn(fifth);
    act(() => sixth.focus());
    act(() => open.focus());
    await waitFor(() => expect(within(fifth).getByRole('button', { name: /^Отклонить/ })).toHaveFocus());
    // Pressed without focus (a screen reader's click): the actions appear, the record does not open.
    fireEvent.click(standIn(seventh));
    expect(await within(seventh).findByRole('button', { name: /^Принять/ })).toBeInTheDocument();
    expect(screen.queryByText('Карточка товара')).toBeNull();
  });
});

describe('row checkboxes', () => {
  const selectable = () => itemsDescriptor({ archive: vi.fn() }) as unknown as AnyResource;
  const box = (id: number) => screen.getByRole('checkbox', { name: `Выбрать строку ${id}` });

  it('are one plain input a row until the row is hovered, then antd checkboxes', async () => {
    setup({ descriptor: selectable() });
    await screen.findByText('Товар 001');
    expect(box(1)).toHaveClass('engine-row-check');
    expect(box(1).closest('.ant-checkbox-wrapper')).toBeNull();
    // At once, for antd's Shift+click range (the hover actions wait for the pointer to rest).
    fireEvent.mouseMove(box(1).closest("tr")!);
    expect(box(1)).toHaveClass('ant-checkbox-input');
    expect(box(2)).toHaveClass('engine-row-check');
  });

  it('a plain one selects its row when pressed, and hands its focus to the antd checkbox', async () => {
    setup({ descriptor: selectable() });
    await screen.findByText('Товар 001');
    fireEvent.click(box(1));
    expect(box(1)).toBeChecked();
    expect(box(1)).toHaveClass('ant-checkbox-input');
    expect(screen.getByRole('region', { name: 'Действия с выбранными' })).toHaveTextContent('Выбрано 1');
    act(() => box(2).focus());
    expect(box(2)).toHaveClass('ant-checkbox-input');
    expect(box(2)).toHaveFocus();
  });
});

describe('column settings', () => {
  const openDialog = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Настроить столбцы' }));
    return screen.getByRole('dialog');
  };

  it('keeps a draft: cancel discards it, confirm applies and remembers it', async () => {
    const { view, tree } = setup();
    await screen.findByText('Товар 001');

    let dialog = openDialog();
    expect(dialog.querySelector('.ant-modal')).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Номер' })).toBeDisabled(); // required
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Статус' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(headers()).toContain('Статус');
    expect(localStorage.getItem(columnsStorageKey('items'))).toBeNull();

    dialog = openDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'Статус' })).toBeChecked(); // the draft was thrown away
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Статус' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Сумма' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(headers()).not.toContain('Статус');
    expect(headers()).toContain('Сумма');
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('items')) ?? '{}')).toMatchObject({ status: false, amount: true, id: true });

    view.unmount();
    render(tree);
    await screen.findByText('Товар 001');
    expect(headers()).not.toContain('Статус');
    expect(headers()).toContain('Сумма');
  });

  it('is at most 352 px wide', async () => {
    setup();
    await screen.findByText('Товар 001');
    openDialog();
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('352px');
  });
});

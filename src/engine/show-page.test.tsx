import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseKey, DataProvider } from '@refinedev/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ListPage } from './list-page';
import { ShowPage } from './show-page';
import { itemsDescriptor, itemsTexts, makeItems } from './__fixtures__/items';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { createMemoryProvider, currentQuery, renderTree, Route } from '../../tests/setup/engine-harness';
import type { AnyResource } from './descriptor';

setupTestI18n([itemsTexts]);
const descriptor = itemsDescriptor() as unknown as AnyResource;

function setup(url: string, fail?: boolean | number) {
  const memory = createMemoryProvider({ items: makeItems(45) });
  if (fail) memory.control.fail = { statusCode: fail === true ? 500 : fail, message: 'boom' };
  render(
    renderTree({
      descriptor,
      provider: memory.provider,
      url,
      routes: (
        <>
          <Route path="/items" element={<ListPage descriptor={descriptor} />} />
          <Route path="/items/:id" element={<ShowPage descriptor={descriptor} />} />
        </>
      ),
    }),
  );
  return memory;
}

beforeEach(() => localStorage.clear());

describe('<ShowPage>', () => {
  it('Esc goes back to the list, but not while a field has the key or a dialog is open (issue 33)', async () => {
    setup('/items/7');
    await screen.findByRole('heading', { level: 1, name: 'Товар №7' });
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'Escape', code: 'Escape' });
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    expect(screen.getByTestId('location').textContent).toBe('/items/7');
    field.remove();
    dialog.remove();
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/items(\?|$)/));
  });

  it('shows the title and the fields of the record', async () => {
    setup('/items/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Товар №7' })).toBeInTheDocument();
    expect(screen.getByText('Название')).toBeInTheDocument();
    expect(screen.getByText('Товар 007')).toBeInTheDocument();
    expect(screen.getByText('700')).toBeInTheDocument();
  });

  it('opened directly, its breadcrumb links to the list route', async () => {
    setup('/items/7');
    await screen.findByRole('heading', { level: 1, name: 'Товар №7' });
    const link = screen.getByRole('link', { name: 'Товары' });
    expect(link).toHaveAttribute('href', '/items');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/items(\?|$)/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Товары' })).toBeInTheDocument();
  });

  it('opened from the list, goes back to the very same view (filters, sort, page)', async () => {
    const listUrl = '/items?currentPage=2&pageSize=10&sorters[0][field]=name&sorters[0][order]=desc&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=Товар';
    const memory = setup(listUrl);
    await screen.findByText('Товар 034');
    const before = screen.getByTestId('location').textContent;
    fireEvent.click(screen.getByText('Товар 034'));
    await screen.findByRole('heading', { level: 1, name: 'Товар №34' });
    const link = screen.getByRole('link', { name: 'Товары' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(decodeURIComponent(before ?? ''));
    fireEvent.click(link);
    await screen.findByText('Товар 034');
    expect(screen.getByTestId('location').textContent).toBe(before);
    expect(currentQuery().get('currentPage')).toBe('2');
    expect(memory.listCalls[memory.listCalls.length - 1]).toMatchObject({ currentPage: 2, sorters: [{ field: 'name', order: 'desc' }] });
  });

  it('shows not found for a missing record', async () => {
    setup('/items/999');
    expect(await screen.findByText('Запись не найдена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад к списку' })).toHaveAttribute('href', '/items');
  });

  it('shows not found, not "check what you typed", when the service refuses a malformed id (400)', async () => {
    setup('/items/does-not-exist', 400);
    expect(await screen.findByText('Запись не найдена')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opened while its early call is on its way (a row's click started it): waits for it, then shows the record in its first render, asking nothing more (issue 30)", async () => {
    const memory = createMemoryProvider({ items: makeItems(45) });
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let landed = false;
    void arrived.then(() => (landed = true));
    const getOne = vi.fn(memory.provider.getOne);
    const provider = {
      ...memory.provider,
      getOne,
      waitForOne: ({ id }: { id: BaseKey }) => (String(id) === '7' && !landed ? arrived : undefined),
      takeArrivedOne: ({ id }: { id: BaseKey }) => (String(id) === '7' && landed ? { data: makeItems(45)[6] } : undefined),
    } as DataProvider;
    const skeletons: string[] = [];
    const observer = new MutationObserver(() => document.querySelector('.ant-skeleton') && skeletons.push('skeleton'));
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => {
      render(
        renderTree({
          descriptor,
          provider,
          url: '/items/7',
          routes: <Route path="/items/:id" element={<Suspense fallback={<p>ждёт</p>}><ShowPage descriptor={descriptor} /></Suspense>} />,
        }),
      );
    });
    expect(screen.getByText('ждёт')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await arrived;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Товар №7' })).toBeInTheDocument();
    expect(screen.getByText('Товар 007')).toBeInTheDocument();
    observer.disconnect();
    expect(skeletons).toEqual([]);
    expect(getOne).not.toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    const memory = setup('/items/7', true);
    expect(await screen.findByText('Не удалось загрузить данные')).toBeInTheDocument();
    memory.control.fail = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Товар №7' })).toBeInTheDocument();
  });
});

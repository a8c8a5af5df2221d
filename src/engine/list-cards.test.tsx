import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ListPage } from './list-page';
import { itemsDescriptor, itemsTexts, makeItems, type Item } from './__fixtures__/items';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { createMemoryProvider, renderTree, Route } from '../../tests/setup/engine-harness';
import type { AnyResource } from './descriptor';
import { PHONE_QUERY } from '../controls/phone-viewport';

setupTestI18n([itemsTexts]);

/** A phone's viewport: the phone query matches (jsdom's shim matches nothing). */
function asPhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query === PHONE_QUERY })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function setup(descriptor = itemsDescriptor() as unknown as AnyResource) {
  const memory = createMemoryProvider({ items: makeItems(25) });
  render(
    renderTree({
      descriptor,
      provider: memory.provider,
      url: '/items',
      routes: (
        <>
          <Route path="/items" element={<ListPage descriptor={descriptor} />} />
          <Route path="/items/:id" element={<p>Карточка товара</p>} />
        </>
      ),
    }),
  );
  return memory;
}

/** The router's path, as the harness's location probe shows it. */
const currentPath = () => (document.querySelector('[data-testid="location"]')?.textContent ?? '').split('?')[0];

let restore: () => void;
beforeEach(() => {
  localStorage.clear();
  restore = asPhone();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe('<ListPage> on a phone', () => {
  it('shows each row as a card in a list named by the page title, no table', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Товары' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    // Named by the title column (the required one); the status at the top; the next fields with their labels.
    const first = within(list).getByRole('listitem', { name: '1' });
    expect(within(first).getByText('NEW')).toBeInTheDocument();
    expect(within(first).getByText('Название')).toBeInTheDocument();
    expect(within(first).getByText('Товар 001')).toBeInTheDocument();
    expect(within(first).queryByText('Сумма')).toBeNull(); // hidden by default, as in the table
  });

  it('keeps the row actions as buttons, the expanded content behind "more", and opens the record', async () => {
    const approve = vi.fn(async () => undefined);
    setup(itemsDescriptor({ approve }) as unknown as AnyResource);
    const first = await screen.findByRole('listitem', { name: '1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    expect(currentPath()).toBe('/items'); // an action is not opening the record

    const more = within(first).getByRole('button', { name: 'Подробнее' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(within(first).getByText('Подробности Товар 001')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(first, { key: 'Enter' });
    expect(await screen.findByText('Карточка товара')).toBeInTheDocument();
    expect(currentPath()).toBe('/items/1');
  });

  it('keeps selection and the bulk actions', async () => {
    const archive = vi.fn(async (_items: Item[], refresh: () => void) => refresh());
    setup(itemsDescriptor({ archive }) as unknown as AnyResource);
    await screen.findByRole('listitem', { name: '1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать строку 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать строку 2' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными' });
    expect(within(bar).getByText('Выбрано 2')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'В архив' }));
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    expect(archive.mock.calls[0][0].map((r: Item) => r.id)).toEqual([1, 2]);
  });

  it('pages with previous / next and "page N of M"', async () => {
    // 17 of the 25 items are in the default statuses: two pages of 10.
    const { listCalls } = setup();
    await screen.findByRole('listitem', { name: '1' });
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pager).getByText('Стр. 1 из 2')).toBeInTheDocument();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(within(pager).getByRole('button', { name: /Дальше/ }));
    await screen.findByRole('listitem', { name: '16' });
    expect(listCalls[listCalls.length - 1]).toMatchObject({ currentPage: 2 });
  });
});

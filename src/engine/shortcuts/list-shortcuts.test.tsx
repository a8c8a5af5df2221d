import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ListPage } from '../list-page';
import { itemsDescriptor, itemsTexts, makeItems, type Item } from '../__fixtures__/items';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { createMemoryProvider, renderTree, Route } from '../../../tests/setup/engine-harness';
import type { AnyResource } from '../descriptor';
import { engineTexts } from '../texts';
import { shortcutTexts } from './texts';
import { currentCommands } from '../../controls/commands/page-commands';

setupTestI18n([itemsTexts, engineTexts, shortcutTexts]);

/** The fixture's list with its approve action on the A key. */
function setup(approve?: (item: Item) => Promise<void>) {
  const items = itemsDescriptor({ approve }) as unknown as AnyResource;
  const list = items.list!;
  const descriptor = { ...items, list: { ...list, rowActions: list.rowActions!.map((a) => ({ ...a, shortcut: 'a' })) } } as AnyResource;
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

/** A key as the browser sends it: `code` is the key's place, `key` what the layout types there. */
const press = (code: string, key: string, target: Element = document.activeElement ?? document.body) => fireEvent.keyDown(target, { code, key });
const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
/** The n-th row shown (from 0), whatever its record (the default filter leaves some out). */
const rowAt = (n: number) => document.querySelectorAll<HTMLElement>('tr.ant-table-row[data-row-key]')[n];

beforeEach(() => localStorage.clear());

describe('list keys', () => {
  it('j and k move the focus between rows, also in the Russian layout; the arrows go on from a focused row', async () => {
    setup();
    await screen.findByText('Товар 001');
    press('KeyJ', 'j');
    expect(rowAt(0)).toHaveFocus();
    press('KeyJ', 'о'); // the same key in the Russian layout
    expect(rowAt(1)).toHaveFocus();
    press('ArrowDown', 'ArrowDown');
    expect(rowAt(2)).toHaveFocus();
    press('KeyK', 'k');
    press('ArrowUp', 'ArrowUp');
    expect(rowAt(0)).toHaveFocus();
  });

  it('nothing fires while typing in a field or while a dialog is open', async () => {
    setup();
    await screen.findByText('Товар 001');
    const search = screen.getByRole('textbox', { name: 'Поиск по названию' });
    search.focus();
    press('KeyJ', 'j', search);
    press('KeyX', 'x', search);
    expect(search).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).toBeNull();

    search.blur();
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    press('KeyJ', 'j', document.body);
    expect(row(1)).not.toHaveFocus();
    dialog.remove();
    press('KeyJ', 'j', document.body);
    expect(row(1)).toHaveFocus();
  });

  it('x selects the focused row and unselects it again', async () => {
    setup();
    await screen.findByText('Товар 001');
    press('KeyJ', 'j');
    press('KeyJ', 'j');
    press('KeyX', 'ч'); // x in the Russian layout
    expect(await screen.findByRole('region', { name: 'Действия с выбранными' })).toHaveTextContent('Выбрано 1');
    expect(screen.getByRole('checkbox', { name: 'Выбрать строку 2' })).toBeChecked();
    press('KeyX', 'x');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).toBeNull());
  });

  it("the descriptor's key runs the focused row's action through its button: once while it runs, never where it is not shown", async () => {
    let finish!: () => void;
    const approve = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup(approve);
    await screen.findByText('Товар 001');
    press('KeyJ', 'j');
    press('KeyA', 'a');
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    press('KeyA', 'ф'); // a second press while it runs: the guarded run sends nothing
    await act(async () => undefined);
    expect(approve).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    // Row 2 is "done": it has no approve button, so the key does nothing there.
    press('KeyJ', 'j');
    expect(row(2)).toHaveFocus();
    press('KeyA', 'a');
    await act(async () => undefined);
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('/ focuses the search, ] and [ turn the page, Enter opens the focused row', async () => {
    const { listCalls } = setup();
    await screen.findByText('Товар 001');
    press('BracketRight', ']', document.body);
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ currentPage: 2 }));
    press('BracketLeft', 'х', document.body); // [ in the Russian layout
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ currentPage: 1 }));
    press('Slash', '/', document.body);
    expect(screen.getByRole('textbox', { name: 'Поиск по названию' })).toHaveFocus();
    screen.getByRole('textbox', { name: 'Поиск по названию' }).blur();
    press('KeyJ', 'j');
    press('Enter', 'Enter');
    expect(await screen.findByText('Карточка товара')).toBeInTheDocument();
  });

  it('lists its keys for the palette and the sheet while the list is open, the action by its label', async () => {
    setup();
    await screen.findByText('Товар 001');
    const keys = currentCommands().filter((c) => c.kind === 'key');
    expect(keys.map((c) => [c.keys, c.label])).toEqual(
      expect.arrayContaining([
        ['j / ↓', 'Следующая строка'],
        ['x', 'Выбрать строку'],
        [']', 'Следующая страница'],
        ['a', 'Подтвердить'],
      ]),
    );
  });
});

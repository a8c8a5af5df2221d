import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EditPage } from './edit-page';
import { itemsDescriptor, itemsTexts, makeItems } from './__fixtures__/items';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { createMemoryProvider, renderTree, Route } from '../../tests/setup/engine-harness';
import type { AnyResource } from './descriptor';

setupTestI18n([itemsTexts]);
const descriptor = itemsDescriptor() as unknown as AnyResource;

function setup() {
  const memory = createMemoryProvider({ items: makeItems(5) });
  render(
    renderTree({
      descriptor,
      provider: memory.provider,
      url: '/items/2/edit',
      routes: (
        <>
          <Route path="/items/:id/edit" element={<EditPage descriptor={descriptor} />} />
          <Route path="/items/:id" element={<p>Карточка товара</p>} />
        </>
      ),
    }),
  );
  return memory;
}

const nameInput = () => screen.getByRole('textbox', { name: 'Название' });
const save = () => screen.getByRole('button', { name: /Сохранить/ });

beforeEach(() => localStorage.clear());

describe('<EditPage>', () => {
  it('fills the form from the record', async () => {
    setup();
    await waitFor(() => expect(nameInput()).toHaveValue('Товар 002'));
    expect(screen.getByRole('heading', { level: 1, name: 'Изменить товар' })).toBeInTheDocument();
  });

  it('translates rule messages', async () => {
    const memory = setup();
    await waitFor(() => expect(nameInput()).toHaveValue('Товар 002'));
    fireEvent.change(nameInput(), { target: { value: '' } });
    fireEvent.click(save());
    expect(await screen.findByText('Введите название')).toBeInTheDocument();
    expect(memory.updates).toHaveLength(0);
  });

  it('a double click sends one request; the button is busy while saving', async () => {
    const memory = setup();
    await waitFor(() => expect(nameInput()).toHaveValue('Товар 002'));
    let open!: () => void;
    memory.control.updateGate = new Promise<void>((resolve) => (open = resolve));
    fireEvent.change(nameInput(), { target: { value: 'Новое имя' } });
    fireEvent.click(save());
    fireEvent.click(save());
    await waitFor(() => expect(memory.updates).toHaveLength(1));
    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveClass('ant-btn-loading');
    fireEvent.click(save());
    await act(async () => open());
    expect(await screen.findByText('Карточка товара')).toBeInTheDocument();
    expect(memory.updates).toEqual([{ id: '2', variables: expect.objectContaining({ name: 'Новое имя' }) }]);
  });

  it('a failed save keeps what was typed and shows the error', async () => {
    const memory = setup();
    await waitFor(() => expect(nameInput()).toHaveValue('Товар 002'));
    memory.control.failUpdate = { statusCode: 500, message: 'boom' };
    fireEvent.change(nameInput(), { target: { value: 'Моё имя' } });
    fireEvent.click(save());
    expect(await screen.findByText('Не удалось сохранить изменения')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Моё имя');
    expect(save()).toBeEnabled();
  });
});

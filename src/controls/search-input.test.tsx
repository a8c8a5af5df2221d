import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchInput } from './search-input';
import { setupTestI18n } from '../../tests/setup/i18n-test';

setupTestI18n();

describe('<SearchInput>', () => {
  it('searches on Enter and on "Найти", not while typing', () => {
    const onSearch = vi.fn();
    render(<SearchInput label="Номер заказа" value={undefined} onSearch={onSearch} />);
    const input = screen.getByRole('textbox', { name: 'Номер заказа' });
    fireEvent.change(input, { target: { value: ' 123 ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenLastCalledWith('123');
    fireEvent.click(screen.getByRole('button', { name: /Найти/ }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('clearing searches for everything', () => {
    const onSearch = vi.fn();
    render(<SearchInput value="abc" onSearch={onSearch} />);
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveValue('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveValue('');
  });

  it('follows the applied value when it changes from outside', () => {
    const { rerender } = render(<SearchInput value="abc" onSearch={() => {}} />);
    rerender(<SearchInput value={undefined} onSearch={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveValue('');
  });
});

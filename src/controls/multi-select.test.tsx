import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MultiSelect, type MultiSelectOption } from './multi-select';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { NoMotion } from '../../tests/setup/antd-test';

setupTestI18n();

const options: MultiSelectOption[] = [
  { value: 'new', label: 'Новый' },
  { value: 'assembly', label: 'На сборке' },
  { value: 'ready', label: 'Готов к выдаче' },
  { value: 'done', label: 'Завершён' },
];

function Harness(props: { initial?: string[]; allOption?: boolean; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <NoMotion>
    <MultiSelect
      label="Статус"
      options={options}
      value={value}
      allOption={props.allOption}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
    </NoMotion>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Статус/ });
const dialog = () => screen.getByRole('dialog', { name: 'Статус' });
const box = (name: string) => within(dialog()).getByRole('checkbox', { name });
const openIt = () => fireEvent.click(trigger());
const apply = () => within(dialog()).getByRole('button', { name: 'Применить' });

describe('<MultiSelect>', () => {
  it('trigger shows the label, the one chosen label, or "Выбрано N"', () => {
    const { unmount } = render(<Harness />);
    expect(trigger()).toHaveTextContent('Статус');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    unmount();
    const second = render(<Harness initial={['ready']} />);
    expect(trigger()).toHaveTextContent('Готов к выдаче');
    second.unmount();
    render(<Harness initial={['new', 'ready']} />);
    expect(trigger()).toHaveTextContent('Выбрано 2');
    expect(trigger()).toHaveAccessibleName('Статус: Выбрано 2');
  });

  it('opens a dialog whose list is at most 384 px high, with labelled checkboxes', () => {
    render(<Harness />);
    openIt();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const list = within(dialog()).getByRole('group');
    expect(list).toHaveStyle({ maxHeight: '384px', overflowY: 'auto' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(dialog()).getByRole('textbox', { name: 'Поиск' })).toBeInTheDocument();
  });

  it('search filters case-insensitively on the displayed text, on "Найти" or Enter', () => {
    render(<Harness />);
    openIt();
    const input = within(dialog()).getByRole('textbox', { name: 'Поиск' });
    fireEvent.change(input, { target: { value: 'СБОР' } });
    expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(4); // not until asked
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Найти' }));
    expect(within(dialog()).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['На сборке']);

    fireEvent.change(input, { target: { value: 'гот' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(within(dialog()).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Готов к выдаче']);

    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Найти' }));
    expect(within(dialog()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(dialog()).getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('keeps changes as a draft until confirmed', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    openIt();
    fireEvent.click(box('Новый'));
    fireEvent.click(box('Завершён'));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveTextContent('Статус');
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith(['new', 'done']);
    expect(trigger()).toHaveTextContent('Выбрано 2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables confirm while nothing is chosen', () => {
    render(<Harness initial={['new']} />);
    openIt();
    expect(apply()).toBeEnabled();
    fireEvent.click(box('Новый'));
    expect(apply()).toBeDisabled();
  });

  it('cancel discards the draft', () => {
    const onChange = vi.fn();
    render(<Harness initial={['new']} onChange={onChange} />);
    openIt();
    fireEvent.click(box('Завершён'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Отмена' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveTextContent('Новый');
    openIt();
    expect(box('Новый')).toBeChecked();
    expect(box('Завершён')).not.toBeChecked();
  });

  it('Escape and a click on the trigger close without applying', () => {
    const onChange = vi.fn();
    render(<Harness initial={['new']} onChange={onChange} />);
    openIt();
    fireEvent.click(box('Готов к выдаче'));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    openIt();
    expect(box('Готов к выдаче')).not.toBeChecked();
    fireEvent.click(box('Готов к выдаче'));
    openIt(); // the trigger toggles the overlay closed
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('the "all" option', () => {
    it('selects everything, and choosing it again clears', () => {
      render(<Harness allOption />);
      openIt();
      fireEvent.click(box('Все'));
      for (const o of options) expect(box(o.label)).toBeChecked();
      expect(box('Все')).toBeChecked();
      fireEvent.click(box('Все'));
      for (const o of options) expect(box(o.label)).not.toBeChecked();
      expect(apply()).toBeDisabled();
    });

    it('unchecking one while all are selected keeps the others', () => {
      const onChange = vi.fn();
      render(<Harness allOption onChange={onChange} />);
      openIt();
      fireEvent.click(box('Все'));
      fireEvent.click(box('На сборке'));
      expect(box('Все')).not.toBeChecked();
      expect(box('Новый')).toBeChecked();
      expect(box('На сборке')).not.toBeChecked();
      expect(box('Готов к выдаче')).toBeChecked();
      fireEvent.click(apply());
      expect(onChange).toHaveBeenCalledWith(['new', 'ready', 'done']);
    });

    it('checking every option one by one collapses to "all"', () => {
      const onChange = vi.fn();
      render(<Harness allOption onChange={onChange} />);
      openIt();
      for (const o of [...options].reverse()) fireEvent.click(box(o.label));
      expect(box('Все')).toBeChecked();
      fireEvent.click(apply());
      expect(onChange).toHaveBeenCalledWith(['new', 'assembly', 'ready', 'done']);
      expect(trigger()).toHaveTextContent('Все');
    });

    it('shows a partial state while some are chosen', () => {
      render(<Harness allOption initial={['new']} />);
      openIt();
      expect(box('Все')).toBePartiallyChecked();
    });
  });
});

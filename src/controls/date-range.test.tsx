import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateRange } from './date-range';
import { dayjs } from '../format/dates';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { NoMotion } from '../../tests/setup/antd-test';

setupTestI18n();

const range: [string, string] = [dayjs('2025-01-10').startOf('day').toISOString(), dayjs('2025-01-12').endOf('day').toISOString()];

describe('<DateRange>', () => {
  it('shows the applied range as dd MMM yyyy, labelled', () => {
    render(<NoMotion><DateRange label="Период" value={range} onChange={() => {}} /></NoMotion>);
    expect(screen.getByRole('group', { name: 'Период' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Начальная дата')).toHaveValue('10 янв. 2025');
    expect(screen.getByPlaceholderText('Конечная дата')).toHaveValue('12 янв. 2025');
  });

  it('applies a preset at once (week = the last 7 days)', () => {
    const onChange = vi.fn();
    render(<NoMotion><DateRange label="Период" value={undefined} onChange={onChange} /></NoMotion>);
    fireEvent.mouseDown(screen.getByPlaceholderText('Начальная дата'));
    fireEvent.click(screen.getByPlaceholderText('Начальная дата'));
    fireEvent.click(screen.getByText('Неделя'));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [from, to] = onChange.mock.calls[0][0] as [string, string];
    expect(dayjs(from).format('YYYY-MM-DD HH:mm')).toBe(dayjs().subtract(7, 'day').startOf('day').format('YYYY-MM-DD HH:mm'));
    expect(dayjs(to).format('YYYY-MM-DD')).toBe(dayjs().format('YYYY-MM-DD'));
  });

  it('offers today, week and month', () => {
    render(<NoMotion><DateRange label="Период" value={undefined} onChange={() => {}} /></NoMotion>);
    fireEvent.mouseDown(screen.getByPlaceholderText('Начальная дата'));
    fireEvent.click(screen.getByPlaceholderText('Начальная дата'));
    for (const text of ['Сегодня', 'Неделя', 'Месяц']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('clearing both ends applies "no range"', () => {
    const onChange = vi.fn();
    const { container } = render(<NoMotion><DateRange label="Период" value={range} onChange={onChange} /></NoMotion>);
    const clear = container.querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear as Element);
    fireEvent.mouseUp(clear as Element);
    fireEvent.click(clear as Element);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('typing only the start does not change the applied value', () => {
    const onChange = vi.fn();
    render(<NoMotion><DateRange label="Период" value={undefined} onChange={onChange} /></NoMotion>);
    const start = screen.getByPlaceholderText('Начальная дата');
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.change(start, { target: { value: '05.01.2025' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyDown(start, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onChange).not.toHaveBeenCalled();
  });
});

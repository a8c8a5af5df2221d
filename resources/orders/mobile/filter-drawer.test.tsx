import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersTexts } from '../texts';
import { lastSevenDays } from '../filters';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { dayjs } from '../../../src/format/dates';
import type { AppliedFilters } from './filter-draft';
import { FilterDrawer } from './filter-drawer';

setupTestI18n([ordersTexts]);

const NOW = new Date('2026-03-15T10:20:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function setup(statuses?: string[]) {
  const onApply = vi.fn<(filters: AppliedFilters) => void>();
  render(
    <NoMotion>
      <FilterDrawer open statuses={statuses} range={lastSevenDays(dayjs(NOW))} onApply={onApply} onClose={() => {}} />
    </NoMotion>,
  );
  return { onApply };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const apply = () => screen.getByRole('button', { name: 'Применить' });
const STATUSES = ['Ожидает подтверждения', 'На сборке', 'Готов к выдаче', 'Доставляется', 'Выполнен', 'Пересборка', 'Отменён'];

describe('<FilterDrawer>', () => {
  it('opens with the applied view: every status checked and the week preset for the default range', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBeInTheDocument();
    expect(checkbox('Все статусы')).toBeChecked();
    for (const name of STATUSES) expect(checkbox(name)).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Неделя' })).toBeChecked();
  });

  it('"all" clears everything when all are chosen (apply disabled) and chooses everything again', () => {
    const { onApply } = setup();
    fireEvent.click(checkbox('Все статусы'));
    for (const name of STATUSES) expect(checkbox(name)).not.toBeChecked();
    expect(apply()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите хотя бы один статус');
    fireEvent.click(apply());
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(checkbox('Все статусы'));
    for (const name of STATUSES) expect(checkbox(name)).toBeChecked();
    expect(apply()).toBeEnabled();
  });

  it('unchecking one while all are chosen keeps the others; checking it back collapses to all', () => {
    setup();
    fireEvent.click(checkbox('Доставляется'));
    expect(checkbox('Доставляется')).not.toBeChecked();
    expect(checkbox('Выполнен')).toBeChecked();
    expect(checkbox('Все статусы')).not.toBeChecked();
    expect(checkbox('Все статусы').closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    fireEvent.click(checkbox('Доставляется'));
    expect(checkbox('Все статусы')).toBeChecked();
  });

  it('applies two statuses with the chosen preset', () => {
    const { onApply } = setup(['on_assembly']);
    expect(checkbox('На сборке')).toBeChecked();
    expect(checkbox('Выполнен')).not.toBeChecked();
    fireEvent.click(checkbox('Выполнен'));
    fireEvent.click(screen.getByRole('radio', { name: 'Сегодня' }));
    fireEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith({
      status: ['on_assembly', 'completed'],
      created_at: [dayjs(NOW).startOf('day').toISOString(), dayjs(NOW).endOf('day').toISOString()],
    });
  });

  it.each([
    ['Неделя', '2026-03-08T00:00:00'],
    ['Месяц', '2026-02-15T00:00:00'],
  ])('the %s preset starts at %s and ends at the end of today; all statuses send no status filter', (preset, from) => {
    const { onApply } = setup();
    fireEvent.click(screen.getByRole('radio', { name: preset }));
    fireEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith({ status: undefined, created_at: [dayjs(from).toISOString(), dayjs('2026-03-15T23:59:59.999').toISOString()] });
  });
});

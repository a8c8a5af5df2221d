import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { pickupPointsTexts } from '../texts';
import { defaultSchedule, type DayDraft } from '../rules/schedule';
import { ScheduleEditor } from './schedule-editor';

setupTestI18n([pickupPointsTexts]);

function Harness({ onCopied, seen }: { onCopied?: (day: string) => void; seen: (days: DayDraft[]) => void }) {
  const [days, setDays] = useState(defaultSchedule());
  seen(days);
  return (
    <NoMotion>
      <ScheduleEditor value={days} onChange={setDays} onCopied={onCopied} />
    </NoMotion>
  );
}

function setup() {
  let latest: DayDraft[] = [];
  const onCopied = vi.fn();
  render(<Harness onCopied={onCopied} seen={(d) => (latest = d)} />);
  return { days: () => latest, onCopied };
}

/** The time is marked and its message is in an open tooltip (the tooltip describes the input in a browser). */
function expectError(input: HTMLElement, text: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toContain(text);
}

const type = (label: string, text: string, index = 0) => fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value: text } });

describe('the schedule editor', () => {
  it('shows Monday to Friday 09:00–18:00 and the weekend off', () => {
    setup();
    expect(screen.getByLabelText('Понедельник, открытие')).toHaveValue('09:00');
    expect(screen.getByLabelText('Пятница, закрытие')).toHaveValue('18:00');
    expect(screen.getByTestId('schedule-day-6')).toHaveTextContent('Выходной');
    expect(screen.getByRole('checkbox', { name: 'Воскресенье' })).not.toBeChecked();
  });

  it('masks typed times and marks a closing before the opening on the closing time', async () => {
    const { days } = setup();
    type('Понедельник, закрытие', '0830');
    expect(days()[0].ranges[0].to).toBe('08:30');
    const closing = screen.getByLabelText('Понедельник, закрытие');
    expect(closing).toHaveAttribute('aria-invalid', 'true');
    expectError(closing, 'Время открытия должно быть раньше времени закрытия');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Время открытия должно быть раньше времени закрытия');
    expect(screen.getByLabelText('Понедельник, открытие')).not.toHaveAttribute('aria-invalid');
  });

  it('marks a time past 24:00 and an opening time that is not a time on the time itself', () => {
    setup();
    type('Вторник, закрытие', '2500');
    expectError(screen.getByLabelText('Вторник, закрытие'), 'Время не может быть позже 24:00');
    type('Среда, открытие', '9');
    expectError(screen.getByLabelText('Среда, открытие'), 'Время в формате ЧЧ:ММ');
    expect(screen.getByLabelText('Среда, закрытие')).not.toHaveAttribute('aria-invalid');
  });

  it('adds a second range, marks an overlap, removes a range', () => {
    const { days } = setup();
    const monday = within(screen.getByTestId('schedule-day-1'));
    fireEvent.click(monday.getByRole('button', { name: 'Добавить промежуток' }));
    type('Понедельник, открытие', '1700', 1);
    type('Понедельник, закрытие', '2000', 1);
    expectError(screen.getAllByLabelText('Понедельник, закрытие')[1], 'Промежутки времени пересекаются');
    type('Понедельник, открытие', '1800', 1);
    expect(screen.getAllByLabelText('Понедельник, закрытие')[1]).not.toHaveAttribute('aria-invalid');
    expect(days()[0].ranges).toEqual([{ from: '09:00', to: '18:00' }, { from: '18:00', to: '20:00' }]);
    fireEvent.click(monday.getByRole('button', { name: 'Удалить промежуток 18:00–20:00' }));
    expect(days()[0].ranges).toHaveLength(1);
  });

  it('copies a day to every working day, and says no working day is a problem', () => {
    const { days, onCopied } = setup();
    type('Среда, закрытие', '2000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Суббота' }));
    fireEvent.click(screen.getByRole('button', { name: 'Скопировать часы дня «Среда» на все рабочие дни' }));
    expect(onCopied).toHaveBeenCalledWith('Среда');
    expect(days().filter((d) => d.working).map((d) => d.ranges[0].to)).toEqual(['20:00', '20:00', '20:00', '20:00', '20:00', '20:00']);
    expect(days()[6].working).toBe(false);
    for (const name of ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота']) fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('alert')).toHaveTextContent('Отметьте хотя бы один рабочий день');
  });
});

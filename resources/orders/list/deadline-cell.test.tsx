import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTimeZone } from '../../../tests/setup/time-zone';
import i18n from 'i18next';
import { ordersTexts } from '../texts';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { formatDateTime } from '../../../src/format/dates';
import { testOrder } from '../test-orders';
import { DeadlineCell, deadlineTitle, ExpressMark } from './deadline-cell';
import { COLORS } from '../../../src/controls/colors';

setupTestI18n([ordersTexts]);

afterEach(() => vi.useRealTimers());

const DEADLINE = '2026-11-25T12:00:00.000Z';

function renderAt(minutesLeft: number, over: Parameters<typeof testOrder>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(DEADLINE) - minutesLeft * 60_000);
  return render(<DeadlineCell order={testOrder({ status: 'waiting_confirmation', max_confirm_time: DEADLINE, ...over })} t={i18n.t.bind(i18n)} />);
}

describe('<DeadlineCell> ("Подтвердить до")', () => {
  // The shop's clock: 12:00 UTC is 17:00 in Almaty.
  inTimeZone('Asia/Almaty');

  it('shows the deadline as a clock time and the time left in words (never a bare hh:mm left), coloured per band', () => {
    const cases = [
      [150, 'plain', '17:00', 'через 2 ч 30 мин', undefined],
      [119, 'soon', '17:00', 'через 1 ч 59 мин', COLORS.warning],
      [60, 'soon', '17:00', 'через 1 ч', COLORS.warning],
      [29, 'urgent', '17:00', 'через 29 мин', COLORS.danger],
      [0.5, 'urgent', '17:00', 'меньше чем через минуту', COLORS.danger],
      [-1, 'overdue', '17:00', 'просрочено', COLORS.dangerStrong],
      [48 * 60, 'plain', '25 нояб., 17:00', 'через 48 ч', undefined],
    ] as const;
    for (const [minutes, band, clock, words, colour] of cases) {
      const { container } = renderAt(minutes);
      // The clock is the cell's own text (its first line), the words a <time> of the deadline under it.
      const time = container.querySelector('time')!;
      expect(container.firstChild?.textContent).toBe(clock);
      expect(container.children).toHaveLength(1);
      expect(time).toHaveAttribute('data-band', band);
      expect(time).toHaveAttribute('dateTime', DEADLINE);
      expect(time).toHaveTextContent(words);
      expect(time).toHaveStyle({ display: 'block' });
      if (colour) expect(time).toHaveStyle({ color: colour, fontWeight: '600' });
      cleanup();
    }
  });

  it('the cell\'s hover text is the whole deadline; none once the order no longer waits', () => {
    const t = i18n.t.bind(i18n);
    expect(deadlineTitle(testOrder({ status: 'waiting_confirmation', max_confirm_time: DEADLINE }), t)).toBe(`Подтвердить до ${formatDateTime(DEADLINE)}`);
    expect(deadlineTitle(testOrder({ status: 'on_assembly', max_confirm_time: DEADLINE }), t)).toBeUndefined();
  });

  it('speaks Kazakh and English too', async () => {
    for (const [lang, words] of [['kz', '1 сағ 15 мин кейін'], ['en', 'in 1 h 15 min']] as const) {
      await i18n.changeLanguage(lang);
      const { container } = renderAt(75);
      expect(container.querySelector('time')).toHaveTextContent(words);
      cleanup();
    }
    await i18n.changeLanguage('ru');
  });

  it('an order no longer waiting shows a dash', () => {
    const { container } = renderAt(10, { status: 'on_assembly' });
    expect(container).toHaveTextContent(/^—$/);
  });
});

describe('<ExpressMark>', () => {
  it('marks an express order (in the table only the icon shows, its name for screen readers and on hover); none for others', () => {
    render(<ExpressMark order={{ shipping: { type: 'express' } }} short />);
    expect(screen.getByText('Экспресс')).toBeInTheDocument();
    expect(screen.getByTitle('Экспресс')).toBeInTheDocument();
    cleanup();
    const { container } = render(<ExpressMark order={{ shipping: { type: 'courier' } }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

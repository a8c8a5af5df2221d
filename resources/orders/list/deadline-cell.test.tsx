import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ordersTexts } from '../texts';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { formatDateTime } from '../../../src/format/dates';
import { testOrder } from '../test-orders';
import { DeadlineCell, ExpressMark } from './deadline-cell';

setupTestI18n([ordersTexts]);

afterEach(() => vi.useRealTimers());

const DEADLINE = '2026-11-25T12:00:00.000Z';

function renderAt(minutesLeft: number, over: Parameters<typeof testOrder>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(DEADLINE) - minutesLeft * 60_000);
  return render(<DeadlineCell order={testOrder({ status: 'waiting_confirmation', max_confirm_time: DEADLINE, ...over })} />);
}

describe('<DeadlineCell> ("Подтвердить до")', () => {
  it('shows hh:mm left in words and colour per band, the deadline itself on hover', () => {
    const cases = [
      [150, 'plain', 'ещё 02:30', undefined],
      [119, 'soon', '01:59 · скоро', 'rgb(173, 78, 0)'],
      [29, 'urgent', '00:29 · срочно', 'rgb(207, 19, 34)'],
      [-1, 'overdue', 'Просрочено', 'rgb(168, 7, 26)'],
    ] as const;
    for (const [minutes, band, text, colour] of cases) {
      const { container } = renderAt(minutes);
      const time = container.querySelector('time')!;
      expect(time).toHaveAttribute('data-band', band);
      expect(time).toHaveAttribute('dateTime', DEADLINE);
      expect(time).toHaveAttribute('title', `Подтвердить до ${formatDateTime(DEADLINE)}`);
      expect(time).toHaveTextContent(text);
      if (colour) expect(time).toHaveStyle({ color: colour, fontWeight: '600' });
      else expect(time.style.color).toBe('');
      cleanup();
    }
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

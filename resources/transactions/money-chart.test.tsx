import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import type { DailySums } from './finance-api';
import type { DailySumsQuery } from './daily-sums';
import { MoneyChart } from './money-chart';
import { transactionsTexts } from './texts';

// chart.js needs a real canvas context, which jsdom lacks: the bars stand in as a bare canvas.
vi.mock('./daily-bars', () => ({ DailyBars: ({ label }: { label: string }) => <canvas role="img" aria-label={label} /> }));

setupTestI18n([transactionsTexts]);

const ALL = ['sale', 'return', 'tax'] as const;
const RANGE = { from: '2026-11-01', to: '2026-11-06' };
const sumsOf = (data: DailySums) => ({ query: { data, isError: false, isPlaceholderData: false, refetch: () => undefined }, tooLong: false }) as unknown as DailySumsQuery;

describe('<MoneyChart>', () => {
  it('an empty period: a plain "nothing accrued" and no chart (no axis of 0…1 ₸ labels)', () => {
    const { container } = render(<MoneyChart range={RANGE} sums={sumsOf({ days: [], total: 0 })} types={ALL} />);
    expect(screen.getByText('За этот период начислений нет')).toBeInTheDocument();
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.getByTestId('chart-sum')).toHaveTextContent(/^0\s₸$/);
  });

  it('a period with money draws the bars', () => {
    const { container } = render(<MoneyChart range={RANGE} sums={sumsOf({ days: [{ date: '2026-11-02', sale: 5000, return: 0, tax: 0 }], total: 5000 })} types={ALL} />);
    expect(container.querySelector('canvas[role="img"]')).not.toBeNull();
    expect(screen.queryByText('За этот период начислений нет')).toBeNull();
  });
});

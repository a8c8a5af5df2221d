import { Card, Skeleton } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { useAfterIdle } from '../../src/controls/idle';
import { onDemand, useOnDemand } from '../../src/controls/on-demand';
import { BalanceCards } from './balance-cards';
import { rangeOf } from './period';
import { useDailySums } from './daily-sums';

/** The chart's height, kept while its code and figures load so nothing below moves. */
export const CHART_BLOCK_HEIGHT = 300;
// The chart's code loads once the table's first rows are on screen and the browser is idle; its figures are asked here, with the table.
const moneyChart = onDemand(() => import('./money-chart'));

/** Above the filters: the balance cards (they do not follow the period). */
export function FinanceHeader() {
  return (
    <div style={{ marginBottom: 16 }}>
      <BalanceCards />
    </div>
  );
}

/** Between the period and the table: the chart of the period's money. */
export function FinanceChartBlock({ filters }: { filters: CrudFilter[] }) {
  const afterIdle = useAfterIdle();
  const Chart = useOnDemand(moneyChart, afterIdle).module?.MoneyChart;
  const range = rangeOf(filters);
  const sums = useDailySums(range);
  return (
    <Card size="small" style={{ marginBottom: 12 }} styles={{ body: { height: CHART_BLOCK_HEIGHT, padding: '12px 16px' } }}>
      {Chart ? <Chart range={range} sums={sums} /> : <Skeleton active paragraph={{ rows: 6 }} />}
    </Card>
  );
}

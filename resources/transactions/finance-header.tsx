import { useMemo } from 'react';
import { Card, Skeleton } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { useAfterIdle } from '../../src/controls/idle';
import { onDemand, useOnDemand } from '../../src/controls/on-demand';
import { BalanceCards } from './balance-cards';
import { useDailySums } from './daily-sums';
import type { ReasonType } from './finance-api';
import { selectedTypes } from './filters';
import { PeriodTotals } from './period-totals';

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

/** Between the filters and the table: the totals by kind, then the chart of the money by day; both follow the filters. */
export function FinanceChartBlock({ filters }: { filters: CrudFilter[] }) {
  const afterIdle = useAfterIdle();
  const Chart = useOnDemand(moneyChart, afterIdle).module?.MoneyChart;
  const sums = useDailySums(filters);
  // One array while the chosen kinds stay the same: the bars redraw when they change, not on every render.
  const typesKey = selectedTypes(filters).join(',');
  const types = useMemo(() => typesKey.split(',') as ReasonType[], [typesKey]);
  return (
    <>
      <PeriodTotals filters={filters} />
      <Card size="small" style={{ marginBottom: 12 }} styles={{ body: { height: CHART_BLOCK_HEIGHT, padding: '12px 16px' } }}>
        {Chart ? <Chart range={sums.range} sums={sums} types={types} /> : <Skeleton active paragraph={{ rows: 6 }} />}
      </Card>
    </>
  );
}

import { useMemo } from 'react';
import { Card, Skeleton } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../src/controls/plain-text';
import { useAfterIdle } from '../../src/controls/idle';
import { onDemand, useOnDemand } from '../../src/controls/on-demand';
import { BalanceCards } from './balance-cards';
import { useDailySums } from './daily-sums';
import type { ReasonType } from './finance-api';
import { narrowingOf, selectedTypes } from './filters';
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

/**
 * Between the filters and the table: the totals by kind, then the chart of the money by day;
 * both follow the filters. With no period the chart has no days: a line says so where the
 * period was cleared, and nothing while an order number is looked up across all dates (the
 * list's note says the period is set aside).
 */
export function FinanceChartBlock({ filters }: { filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const afterIdle = useAfterIdle();
  const Chart = useOnDemand(moneyChart, afterIdle).module?.MoneyChart;
  const sums = useDailySums(filters);
  // One array while the chosen kinds stay the same: the bars redraw when they change, not on every render.
  const typesKey = selectedTypes(filters).join(',');
  const types = useMemo(() => typesKey.split(',') as ReasonType[], [typesKey]);
  const searching = narrowingOf(filters).order !== undefined;
  return (
    <>
      <PeriodTotals filters={filters} />
      {sums.range ? (
        <Card size="small" style={{ marginBottom: 12 }} styles={{ body: { height: CHART_BLOCK_HEIGHT, padding: '12px 16px' } }}>
          {Chart ? <Chart range={sums.range} sums={sums} types={types} /> : <Skeleton active paragraph={{ rows: 6 }} />}
        </Card>
      ) : (
        !searching && (
          <Card size="small" style={{ marginBottom: 12 }}>
            <SecondaryText>{t('transactions.chart.noPeriod')}</SecondaryText>
          </Card>
        )
      )}
    </>
  );
}

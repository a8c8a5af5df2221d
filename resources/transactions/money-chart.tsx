import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayRange, ReasonType } from './finance-api';
import { formatDate } from '../../src/format/dates';
import { formatMoney } from '../../src/format/money';
import { fillDays, MAX_CHART_DAYS, type ChartDay } from './chart-data';
import { DailyBars } from './daily-bars';
import type { DailySumsQuery } from './daily-sums';

/** Screen-reader-only block (a table cannot sit in the inline VisuallyHidden span). */
const HIDDEN: React.CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/**
 * The period's money at a glance: the daily total to the partner stacked by reason type, and
 * the period's sum, from the designed daily-sums call (never from the table's page; asked by the
 * block around it, `useDailySums`). Follows the filters (bars of the chosen kinds only) and the
 * language; the bars have a table beside them for screen readers.
 */
export function MoneyChart({ range, sums: { query, tooLong }, types }: { range: DayRange; sums: DailySumsQuery; types: readonly ReasonType[] }) {
  const { t } = useTranslation();

  if (tooLong) {
    return (
      <Flex align="center" justify="center" style={{ height: '100%' }}>
        <Typography.Text type="secondary">{t('transactions.chart.tooLong', { days: MAX_CHART_DAYS })}</Typography.Text>
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('transactions.chart.error')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('transactions.retry')}
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const days = fillDays(range, query.data.days);
  const title = t('transactions.chart.title', { from: formatDate(range.from), to: formatDate(range.to) });
  return (
    <figure style={{ margin: 0, height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={title}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text>
          {t('transactions.chart.sum')}{' '}
          <Typography.Text strong type={query.data.total < 0 ? 'danger' : undefined} data-testid="chart-sum">
            {formatMoney(query.data.total)}
          </Typography.Text>
        </Typography.Text>
      </Flex>
      {/* An empty period draws no bars: an axis of zeros says nothing, and chart.js would label it 0…1 ₸ (issue 31). */}
      {query.data.days.length === 0 ? (
        <Flex align="center" justify="center" style={{ flex: 1 }} data-testid="chart-empty">
          <Typography.Text type="secondary">{t('transactions.chart.empty')}</Typography.Text>
        </Flex>
      ) : (
        <div style={{ flex: 1, minHeight: 0, position: 'relative', opacity: query.isPlaceholderData ? 0.5 : 1 }}>
          <DailyBars days={days} types={types} label={t('transactions.chart.alt', { sum: formatMoney(query.data.total) })} />
        </div>
      )}
      <ChartTable days={days} caption={title} />
    </figure>
  );
}

/** The chart's figures as a table, for screen readers (and the e2e that reads them). */
function ChartTable({ days, caption }: { days: ChartDay[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div style={HIDDEN}>
      <table data-testid="chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions.fields.created_at')}</th>
            <th scope="col">{t('transactions.reasonTypes.sale')}</th>
            <th scope="col">{t('transactions.reasonTypes.return')}</th>
            <th scope="col">{t('transactions.reasonTypes.tax')}</th>
            <th scope="col">{t('transactions.fields.total_amount_to_partner')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatDate(d.date)}</th>
              <td>{formatMoney(d.sale)}</td>
              <td>{formatMoney(d.return)}</td>
              <td>{formatMoney(d.tax)}</td>
              <td>{formatMoney(d.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { MoneyCards } from '../../src/controls/money-cards';
import { formatDate } from '../../src/format/dates';
import { formatNumber } from '../../src/format/number';
import { drillQuery, selectedTypes } from './filters';
import { FINANCE_KEYS, financeApi } from './finance-services';
import { rangeOf } from './period';

/**
 * The money of every transaction the filters select, by kind, and their sum (issue 34): from
 * the designed totals call, never from the rows of the page shown. One line, so the table keeps
 * its height; a failure is a notice with a retry beside it and the table keeps working.
 */
export function PeriodTotals({ filters }: { filters: CrudFilter[] }) {
  const { t, i18n } = useTranslation();
  const query = drillQuery(filters);
  const totals = useQuery({ queryKey: FINANCE_KEYS.totals(query), queryFn: () => financeApi.totals(query), placeholderData: (previous) => previous });
  const range = rangeOf(filters);
  const caption = range ? t('transactions.totals.period', { from: formatDate(range.from), to: formatDate(range.to) }) : t('transactions.totals.allTime');
  const data = totals.data;
  const types = selectedTypes(filters);
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${formatNumber(n, i18n.language)})`);
  return (
    <MoneyCards
      label={t('transactions.totals.title')}
      width={280}
      line
      loading={totals.isPending}
      style={{ marginBottom: 8, opacity: totals.isPlaceholderData ? 0.5 : 1 }}
      cards={[
        ...types.map((type) => ({
          key: type,
          title: `${t(`transactions.totals.kinds.${type}`)}${count(data?.by_type[type].count)}:`,
          value: data?.by_type[type].sum,
          caption,
        })),
        // One kind chosen: its sum is the total already.
        ...(types.length > 1 ? [{ key: 'sum', title: `${t('transactions.totals.sum')}:`, value: data?.sum, caption }] : []),
      ]}
      failure={totals.isError ? { message: t('transactions.totals.error'), retry: t('transactions.retry'), onRetry: () => void totals.refetch() } : undefined}
    />
  );
}

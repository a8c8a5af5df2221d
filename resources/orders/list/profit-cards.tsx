import { useQuery } from '@tanstack/react-query';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../src/format/dates';
import { ORDERS_KEYS, ordersApi } from '../orders-services';
import { periodOf } from './order-period';
import { MoneyCards } from '../../../src/controls/money-cards';

/**
 * Spec 2 §2/§3 profit for the list's period: expected earnings of the orders still in work
 * (expected_sum) and the earnings of the completed ones (profit_sum). A failure shows a
 * notice with a retry beside the table, which keeps working.
 */
export function ProfitCards({ filters }: { filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const period = periodOf(filters);
  const query = useQuery({
    queryKey: ORDERS_KEYS.profit(period?.from ?? '', period?.to ?? ''),
    queryFn: () => (period ? ordersApi.profit(period.from, period.to) : Promise.reject(new Error('no period'))),
    enabled: period !== undefined,
  });

  const caption = period
    ? t('orders.list.profit.period', { from: formatDate(period.from), to: formatDate(period.to) })
    : t('orders.list.profit.noPeriod');
  return (
    <MoneyCards
      label={t('orders.list.profit.title')}
      width={320}
      // One line: at 1440×900 the table keeps its height for 12 rows (issue 16).
      line
      loading={period !== undefined && query.isPending}
      style={{ marginBottom: 8 }}
      cards={[
        { key: 'active', title: t('orders.list.profit.active'), value: period ? query.data?.expected_sum : undefined, caption },
        { key: 'completed', title: t('orders.list.profit.completed'), value: period ? query.data?.profit_sum : undefined, caption },
      ]}
      failure={query.isError ? { message: t('orders.list.profit.error'), retry: t('orders.list.profit.retry'), onRetry: () => void query.refetch() } : undefined}
    />
  );
}

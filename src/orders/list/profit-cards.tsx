import { Alert, Button, Card, Flex, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { ORDERS_KEYS, ordersApi } from '../orders-services';
import { periodOf } from './order-period';
import { SecondaryText } from '../../controls/plain-text';

const CARD_WIDTH = 320;

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
  const cards = [
    { key: 'active', value: query.data?.expected_sum },
    { key: 'completed', value: query.data?.profit_sum },
  ] as const;

  return (
    <section aria-label={t('orders.list.profit.title')} style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap align="stretch">
        {cards.map(({ key, value }) => (
          <Card key={key} size="small" style={{ width: CARD_WIDTH }} styles={{ body: { padding: '12px 16px' } }}>
            <Statistic
              title={t(`orders.list.profit.${key}`)}
              value={value === undefined ? '—' : formatMoney(value)}
              loading={period !== undefined && query.isPending}
              valueStyle={{ fontSize: 22, fontWeight: 600 }}
            />
            <SecondaryText style={{ fontSize: 12 }}>{caption}</SecondaryText>
          </Card>
        ))}
        {query.isError && (
          <Alert
            type="warning"
            showIcon
            style={{ alignSelf: 'center' }}
            message={t('orders.list.profit.error')}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {t('orders.list.profit.retry')}
              </Button>
            }
          />
        )}
      </Flex>
    </section>
  );
}

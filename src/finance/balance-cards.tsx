import { Alert, Button, Card, Flex, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/money';
import { FINANCE_KEYS, financeApi } from './finance-services';

const CARD_WIDTH = 280;

/**
 * Spec 2 §3 balance: what is in the account now and what was accounted by the end of the day
 * before. Not tied to the period (changing it leaves them as they are). A failure shows a
 * notice with a retry beside them; the table keeps working.
 */
export function BalanceCards() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: FINANCE_KEYS.balance, queryFn: financeApi.balance, staleTime: 60_000 });
  const cards = [
    { key: 'in_account', value: query.data?.in_account },
    { key: 'accounted_day_before', value: query.data?.accounted_day_before },
  ] as const;
  return (
    <Flex gap={12} wrap align="stretch" role="region" aria-label={t('transactions.balance.title')}>
      {cards.map(({ key, value }) => (
        <Card key={key} size="small" style={{ width: CARD_WIDTH }} styles={{ body: { padding: '12px 16px' } }}>
          <Statistic
            title={t(`transactions.balance.${key}`)}
            value={value === undefined ? '—' : formatMoney(value)}
            loading={query.isPending}
            valueStyle={{ fontSize: 22, fontWeight: 600, color: value !== undefined && value < 0 ? '#cf1322' : undefined }}
          />
        </Card>
      ))}
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ alignSelf: 'center' }}
          message={t('transactions.balance.error')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('transactions.retry')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}

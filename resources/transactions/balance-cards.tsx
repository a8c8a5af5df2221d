import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MoneyCards } from '../../src/controls/money-cards';
import { FINANCE_KEYS, financeApi } from './finance-services';

/**
 * Spec 2 §3 balance: what is in the account now and what was accounted by the end of the day
 * before. Not tied to the period (changing it leaves them as they are). A failure shows a
 * notice with a retry beside them; the table keeps working.
 */
export function BalanceCards() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: FINANCE_KEYS.balance, queryFn: financeApi.balance, staleTime: 60_000 });
  return (
    <MoneyCards
      label={t('transactions.balance.title')}
      width={280}
      loading={query.isPending}
      cards={[
        { key: 'in_account', title: t('transactions.balance.in_account'), value: query.data?.in_account },
        { key: 'accounted_day_before', title: t('transactions.balance.accounted_day_before'), value: query.data?.accounted_day_before },
      ]}
      failure={query.isError ? { message: t('transactions.balance.error'), retry: t('transactions.retry'), onRetry: () => void query.refetch() } : undefined}
    />
  );
}

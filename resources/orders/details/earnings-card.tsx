import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { formatMoney } from '../../../src/format/money';
import { earningsOf, isFreeDelivery } from '../rules/earnings';
import { COLORS } from '../../../src/controls/colors';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap={12}>
      <Typography.Text type={strong ? undefined : 'secondary'} strong={strong}>
        {label}
      </Typography.Text>
      <Typography.Text strong={strong} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Typography.Text>
    </Flex>
  );
}

/** Spec 2 §5: earnings = total price − (commission / 100 + delivery price). */
export function EarningsCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const free = isFreeDelivery(order);
  return (
    <Card size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{t('orders.details.sections.earnings')}</h2>}>
      <Flex vertical gap={6}>
        <Line label={t('orders.details.earnings.total')} value={formatMoney(order.total_price)} />
        <Line label={t('orders.details.earnings.commission')} value={`− ${formatMoney(order.total_commission / 100)}`} />
        <Line
          label={t('orders.details.earnings.delivery')}
          value={free ? t('orders.details.freeDelivery') : `− ${formatMoney(order.delivery_price)}`}
        />
        <div style={{ borderTop: `1px solid ${COLORS.border}`, marginTop: 2, paddingTop: 6 }}>
          <Line label={t('orders.details.earnings.result')} value={formatMoney(earningsOf(order))} strong />
        </div>
      </Flex>
    </Card>
  );
}

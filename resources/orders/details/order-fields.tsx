import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { formatDateTime } from '../../../src/format/dates';
import { formatMoney } from '../../../src/format/money';
import { isFreeDelivery } from '../rules/earnings';
import { COLORS } from '../../../src/controls/colors';

/**
 * Every field of spec 2 §3 Order that has no block of its own: dates, storage, payment with
 * divisibility, shipping, counts and the delivery price ("free delivery" for '0').
 */
export function OrderFields({ order }: { order: Order }) {
  const { t } = useTranslation();
  const none = t('orders.details.none');
  const date = (iso: string | null) => formatDateTime(iso) || none;
  const known = (group: string, value: string) => t(`orders.${group}.${value}`, { defaultValue: value });
  const items: DescriptionsProps['items'] = [
    { key: 'created_at', label: t('orders.fields.created_at'), children: date(order.created_at) },
    { key: 'max_confirm_time', label: t('orders.fields.max_confirm_time'), children: date(order.max_confirm_time) },
    { key: 'max_assembly_time', label: t('orders.fields.max_assembly_time'), children: date(order.max_assembly_time) },
    { key: 'courier_arrival_date', label: t('orders.fields.courier_arrival_date'), children: date(order.courier_arrival_date) },
    { key: 'end_at', label: t('orders.fields.end_at'), children: date(order.end_at) },
    { key: 'completed_time', label: t('orders.fields.completed_time'), children: date(order.completed_time) },
    { key: 'storage_type', label: t('orders.fields.storage_type'), children: known('storage', order.storage_type) },
    {
      key: 'payment',
      label: t('orders.fields.payment_type'),
      children: t('orders.details.paymentLine', {
        type: known('payment', order.payment.type),
        dividable: t(order.payment.dividable ? 'orders.dividable.yes' : 'orders.dividable.no'),
      }),
    },
    { key: 'shipping_type', label: t('orders.fields.shipping_type'), children: known('shipping', order.shipping.type) },
    {
      key: 'delivery_price',
      label: t('orders.fields.delivery_price'),
      children: isFreeDelivery(order) ? t('orders.details.freeDelivery') : formatMoney(order.delivery_price),
    },
    { key: 'products_count', label: t('orders.fields.products_count'), children: order.products_count },
    { key: 'packages_count', label: t('orders.fields.packages_count'), children: order.packages_count || none },
  ];
  return (
    <Descriptions
      layout="vertical"
      size="small"
      column={3}
      items={items}
      colon={false}
      // antd draws these labels in the tertiary text colour (2.8:1); the app's secondary one meets AA.
      styles={{ label: { paddingBottom: 2, color: COLORS.textSecondary }, content: { paddingBottom: 4 } }}
      title={<h2 style={{ fontSize: 14, margin: 0 }}>{t('orders.details.sections.info')}</h2>}
    />
  );
}

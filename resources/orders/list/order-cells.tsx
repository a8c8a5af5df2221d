import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { usePickupPoints } from '../shared/use-pickup-points';

/** The pickup point's name (the id while the points load, or when the point is unknown). */
export function PickupPointName({ id }: { id: string | null }) {
  const { byId } = usePickupPoints();
  if (!id) return <>—</>;
  const point = byId(id);
  return (
    <EllipsisText title={point?.name ?? id}>{point?.name ?? id}</EllipsisText>
  );
}

/** `Смартфон … +2`: the first product's title and how many more; all titles with quantities on hover. */
export function ProductsSummary({ products }: Pick<Order, 'products'>) {
  const { t } = useTranslation();
  if (products.length === 0) return <>—</>;
  const [first, ...rest] = products;
  const all = products.map((p) => `${p.title.ru} × ${p.quantity}`).join('\n');
  // A single product needs no box to set a count beside it (issue 30: less DOM per row).
  if (rest.length === 0) return <EllipsisText title={all}>{first.title.ru}</EllipsisText>;
  return (
    <span title={all} style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
      <EllipsisText title={all}>{first.title.ru}</EllipsisText>
      <Tag bordered={false} style={{ marginInlineEnd: 0, flex: 'none' }} aria-label={t('orders.list.moreProducts', { count: rest.length })}>
        +{rest.length}
      </Tag>
    </span>
  );
}

/** Spec 2 §3: payment.dividable true = a divisible order. */
export function DividableLabel({ dividable }: { dividable: boolean }) {
  const { t } = useTranslation();
  return <>{t(dividable ? 'orders.dividable.yes' : 'orders.dividable.no')}</>;
}

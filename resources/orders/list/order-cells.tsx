import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
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

/** Every product's title with its quantity, one a line: the products cell's hover text (`productsTitle` on its column). */
export function productsTitle(products: Order['products']): string | undefined {
  return products.length ? products.map((p) => `${p.title.ru} × ${p.quantity}`).join('\n') : undefined;
}

/**
 * `Смартфон … +2`: the first product's title and how many more, for a cell that cuts its own
 * text (`ELLIPSIS_CELL`) and holds the whole list as its title (`productsTitle`). The count
 * floats to the cell's end, so the title is cut before it; a single product is the cell's
 * text alone (issue 30: less DOM per row). A function, not a component: no hook a row.
 */
export function productsSummary(products: Order['products'], t: TFunction): ReactNode {
  if (products.length === 0) return '—';
  const [first, ...rest] = products;
  if (rest.length === 0) return first.title.ru;
  return (
    <>
      <Tag bordered={false} style={MORE_STYLE} aria-label={t('orders.list.moreProducts', { count: rest.length })}>
        +{rest.length}
      </Tag>
      {first.title.ru}
    </>
  );
}

const MORE_STYLE = { float: 'right', marginInline: '6px 0' } as const;

/** Spec 2 §3: payment.dividable true = a divisible order. */
export function DividableLabel({ dividable }: { dividable: boolean }) {
  const { t } = useTranslation();
  return <>{t(dividable ? 'orders.dividable.yes' : 'orders.dividable.no')}</>;
}

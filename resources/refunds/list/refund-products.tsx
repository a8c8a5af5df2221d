import { Image, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundProduct, RefundRequest } from '../refunds-api';
import { formatMoney } from '../../../src/format/money';
import { RefundActions } from '../actions/refund-actions';
import { actionsFor } from '../rules/refund-rules';
import { EndDate } from './end-date';
import { RefundStatusChip } from './status-chip';
import { mediaUrl } from '../../../providers/media-url';
import { useIsPhone } from '../../../src/controls/phone-viewport';
import { COLORS } from '../../../src/controls/colors';

const PHOTO = 48;
/** A product whose end date still matters: it waits for the seller's decision. */
const waitsForSeller = (p: RefundProduct) => actionsFor(p.status).length > 0;

/** The client's photos: thumbnails that open large, with arrows through the product's photos. */
function Photos({ product }: { product: RefundProduct }) {
  const { t } = useTranslation();
  if (product.images.length === 0) return <Typography.Text type="secondary">{t('refunds.list.noPhotos')}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={4} wrap>
        {product.images.map((url, i) => (
          <Image key={url} src={mediaUrl(url)} width={PHOTO} height={PHOTO} style={{ objectFit: 'cover', borderRadius: 4 }} alt={t('refunds.list.photoAlt', { n: i + 1, name: product.name })} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** Spec 2 §2: a refund product's photos, name, sku, status, reason, client comment, end date and sale price, and its actions. */
export function RefundProducts({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const f = (key: string) => t(`refunds.fields.${key}`);
  if (phone) return <PhoneProducts request={request} />;
  // Name, sku and status share a column, reason and comment another: the row fits the page without a sideways scroll.
  const columns: TableColumnsType<RefundProduct> = [
    { key: 'images', title: f('images'), width: 116, render: (_, p) => <Photos product={p} /> },
    {
      key: 'name',
      title: f('name'),
      render: (_, p) => (
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text strong>{p.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {f('sku')}: {p.sku}
          </Typography.Text>
          <RefundStatusChip status={p.status} />
          {p.reject_reason && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('refunds.list.rejectReason', { reason: p.reject_reason })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: f('reason'),
      width: 210,
      render: (_, p) => (
        <Flex vertical gap={2}>
          <Typography.Text>{p.reason}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {f('comment')}: {p.comment || t('refunds.list.noComment')}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'end_at', title: f('end_at'), width: 120, render: (_, p) => <EndDate endAt={p.end_at} banded={waitsForSeller(p)} /> },
    { key: 'total_price', title: f('total_price'), width: 110, align: 'right', render: (_, p) => formatMoney(p.total_price) },
    { key: 'actions', title: f('actions'), width: 190, render: (_, p) => <RefundActions request={request} product={p} /> },
  ];
  return (
    <section aria-label={t('refunds.list.productsOf', { id: request.request_id })}>
      <Table<RefundProduct>
        size="small"
        rowKey="uuid"
        columns={columns}
        dataSource={request.products}
        pagination={false}
      />
    </section>
  );
}

/**
 * On a phone (inside the request's card) the products stack: a table's six columns in 360 px
 * broke the reason one word a line. Each product is one block, its details in reading order.
 */
function PhoneProducts({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`refunds.fields.${key}`);
  return (
    <ul aria-label={t('refunds.list.productsOf', { id: request.request_id })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {request.products.map((p) => (
        <li key={p.uuid} style={{ borderTop: `1px solid ${COLORS.border}`, paddingBlock: 10 }}>
          <Flex vertical gap={6} align="flex-start">
            <Flex justify="space-between" align="flex-start" gap={8} style={{ width: '100%' }}>
              <Typography.Text strong style={{ minWidth: 0 }}>
                {p.name}
              </Typography.Text>
              <RefundStatusChip status={p.status} />
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {f('sku')}: {p.sku} · {formatMoney(p.total_price)}
            </Typography.Text>
            <Photos product={p} />
            <p style={{ margin: 0 }}>
              <Typography.Text type="secondary">{f('reason')}: </Typography.Text>
              {p.reason}
            </p>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {f('comment')}: {p.comment || t('refunds.list.noComment')}
            </Typography.Text>
            {p.reject_reason && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('refunds.list.rejectReason', { reason: p.reject_reason })}
              </Typography.Text>
            )}
            <Flex gap={6} align="baseline">
              <Typography.Text type="secondary">{f('end_at')}:</Typography.Text>
              <EndDate endAt={p.end_at} banded={waitsForSeller(p)} />
            </Flex>
            <RefundActions request={request} product={p} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}

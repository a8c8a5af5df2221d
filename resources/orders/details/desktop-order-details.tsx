import { useId } from 'react';
import { Flex, Skeleton, Tabs, Typography } from 'antd';
import { useOne } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import type { AnyResource, ScreenProps } from '../../../src/engine/descriptor';
import { BackBreadcrumb } from '../../../src/engine/show-page';
import { useBackToList } from '../../../src/engine/navigation';
import { useBackKey } from '../../../src/engine/shortcuts/use-back-key';
import { ErrorState } from '../../../src/engine/states';
import { NotFoundState } from '../../../src/engine/not-found-state';
import { isMissingRecord } from '../../../src/engine/missing-record';
import { OrderActions } from '../actions/order-actions';
import { useProductEditing } from '../products/use-product-editing';
import { StatusTag } from '../shared/status-tag';
import { CopyIdButton } from './copy-id-button';
import { OrderHistory } from './order-history';
import { OrderTab } from './order-tab';
import { useDetailsParams } from './use-details-params';
import { useEarlyRecord } from '../../../src/engine/use-early-record';

/** One loaded order: title with status and copy button, the actions, and the two tabs. */
function OrderView({ order, resource }: { order: Order; resource: AnyResource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const editing = useProductEditing(order);
  const view = useDetailsParams();
  const title = t('orders.titles.show', { id: order.id });
  return (
    <article aria-labelledby={titleId}>
      <BackBreadcrumb descriptor={resource} current={title} />
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 4 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={1} id={titleId} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          <CopyIdButton id={order.id} />
          <StatusTag status={order.status} />
        </Flex>
        <Flex gap={8} wrap>
          <OrderActions order={order} variant="details" lines={editing.lines} onRejected={() => navigate('/orders')} />
        </Flex>
      </Flex>
      <Tabs
        activeKey={view.tab}
        onChange={(key) => view.setTab(key === 'history' ? 'history' : 'order')}
        items={[
          { key: 'order', label: t('orders.details.tabs.order'), children: <OrderTab order={order} editing={editing} /> },
          {
            key: 'history',
            label: t('orders.details.tabs.history'),
            children: <OrderHistory order={order} page={view.page} dir={view.dir} onPage={view.setPage} onSort={view.setDir} />,
          },
        ]}
      />
    </article>
  );
}

/**
 * Desktop /orders/{orderId} (spec 2 §2): loaded through Refine (`useOne`), so every change
 * refreshed by useOrdersRefresh shows here; loading, not-found and error states as the
 * generic details page has them.
 */
export default function DesktopOrderDetails({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const back = useBackToList(resource);
  useBackKey(back);
  const early = useEarlyRecord<Order>('orders', id);
  const { query, result } = useOne<Order>({ resource: 'orders', id, queryOptions: { enabled: id !== undefined, ...early } });
  const fallbackTitle = t('orders.titles.show', { id: id ?? '' });

  if (query.isLoading) {
    return (
      <div aria-busy="true" aria-label={t('engine.loading')}>
        <BackBreadcrumb descriptor={resource} current={fallbackTitle} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (query.isError && !isMissingRecord(query.error)) {
    return (
      <>
        <BackBreadcrumb descriptor={resource} current={fallbackTitle} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!result) return <NotFoundState listHref={back.href} />;
  return <OrderView key={result.id} order={result} resource={resource} />;
}

import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HistoryEvent, Order } from '../orders-api';
import { Pagination } from '../../../src/controls/pagination';
import { formatPhone } from '../../../src/format/phone';
import { ErrorState } from '../../../src/engine/states';
import { formatDateTime } from '../../../src/format/dates';
import { ORDERS_KEYS, ordersApi } from '../orders-services';
import { StatusTag } from '../shared/status-tag';
import type { SortDir } from './use-details-params';

/** Spec 2 §9: page size 20. */
export const HISTORY_PAGE_SIZE = 20;

function StatusChange({ event }: { event: HistoryEvent }) {
  if (event.event_type !== 'statusChanged' || !event.meta.status) return null;
  const old = event.meta['old-status'];
  return (
    <Flex align="center" gap={6} wrap>
      {old && <StatusTag status={old} />}
      {old && <span aria-hidden>→</span>}
      <StatusTag status={event.meta.status} />
    </Flex>
  );
}

/** A quantity change: the product (title from the order when it is one of its lines, and the SKU), before → confirmed. */
function QuantityChange({ event, order, t }: { event: HistoryEvent; order: Order; t: TFunction }) {
  if (event.event_type !== 'oms.product_change_qty') return null;
  const { sku, total_count_product_before: before, total_count_product_confirmed: after } = event.meta;
  const title = order.products.find((p) => p.sku === sku)?.title.ru;
  return (
    <Flex vertical gap={2}>
      {title && <Typography.Text>{title}</Typography.Text>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('orders.products.sku', { sku: sku ?? '' })}
      </Typography.Text>
      <Typography.Text strong>{t('orders.details.history.quantityChange', { before: before ?? 0, after: after ?? 0 })}</Typography.Text>
    </Flex>
  );
}

function historyColumns(t: TFunction, order: Order, dir: SortDir): ColumnsType<HistoryEvent> {
  return [
    { key: 'status', title: t('orders.details.history.status'), width: 320, render: (_, e) => <StatusChange event={e} /> },
    { key: 'changes', title: t('orders.details.history.changes'), render: (_, e) => <QuantityChange event={e} order={order} t={t} /> },
    { key: 'user', title: t('orders.details.history.user'), width: 200, render: (_, e) => e.meta.user },
    {
      key: 'phone',
      title: t('orders.details.history.phone'),
      width: 170,
      render: (_, e) => <span style={{ whiteSpace: 'nowrap' }}>{e.meta.user_phone ? formatPhone(e.meta.user_phone) : '—'}</span>,
    },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('orders.details.history.created_at'),
      width: 180,
      sorter: true,
      sortOrder: dir === 'asc' ? 'ascend' : 'descend',
      // Only two states (the call sorts either way); a click always flips them.
      sortDirections: dir === 'asc' ? ['ascend', 'descend'] : ['descend', 'ascend'],
      render: (value: string) => formatDateTime(value),
    },
  ];
}

export interface OrderHistoryProps {
  order: Order;
  page: number;
  dir: SortDir;
  onPage(page: number): void;
  onSort(dir: SortDir): void;
}

/** The history tab (spec 2 §2): the audit events of the order, sortable by date, 20 a page. */
export function OrderHistory({ order, page, dir, onPage, onSort }: OrderHistoryProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ORDERS_KEYS.history(order.id, page, dir),
    queryFn: () => ordersApi.events({ entity_id: order.id, page, limit: HISTORY_PAGE_SIZE, sort_dir: dir }),
    placeholderData: keepPreviousData,
  });
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const total = query.data?.total ?? 0;
  return (
    <Flex vertical gap={12}>
      <Table<HistoryEvent>
        rowKey="id"
        size="middle"
        aria-label={t('orders.details.history.title')}
        loading={query.isFetching}
        columns={historyColumns(t, order, dir)}
        dataSource={query.data?.events ?? []}
        pagination={false}
        locale={{ emptyText: t('orders.details.history.empty') }}
        scroll={{ x: 900 }}
        onChange={(_p, _f, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          onSort(one?.order === 'ascend' ? 'asc' : 'desc');
        }}
      />
      <Pagination current={page} pageSize={HISTORY_PAGE_SIZE} total={total} onChange={(next) => onPage(next)} />
    </Flex>
  );
}

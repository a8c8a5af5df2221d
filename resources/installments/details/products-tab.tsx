import { useState } from 'react';
import { Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProgrammeProduct } from '../installments-api';
import { Pagination } from '../../../src/controls/pagination';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { formatMoney } from '../../../src/format/money';
import { ErrorState } from '../../../src/engine/states';
import { installmentsApi, INSTALLMENT_KEYS } from '../installments-services';
import { formatServerPercent } from '../../../src/format/percent';

/** Spec 3 §9: products page size 20. */
const PAGE_SIZE = 20;

/** The shop's products in the promotion (spec 3 §2): sku, title, category, price (sortable), commissions. */
export function ProductsTab({ installmentId }: { installmentId: number }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<'price' | '-price' | undefined>();
  const [page, setPage] = useState(1);
  const products = useQuery({
    queryKey: INSTALLMENT_KEYS.products(installmentId, sort ?? '', page),
    queryFn: ({ signal }) => installmentsApi.products({ installment_id: installmentId, sort, page, limit: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  if (products.isError) return <ErrorState error={products.error} title={t('installments.products.loadFailed')} onRetry={() => void products.refetch()} />;
  const percent = (v: number) => formatServerPercent(v, i18n.language);
  return (
    <>
      <Table<ProgrammeProduct>
        size="middle"
        rowKey="sku"
        loading={products.isFetching}
        dataSource={products.data?.products ?? []}
        pagination={false}
        locale={{ emptyText: products.isLoading ? ' ' : t('installments.products.empty') }}
        onChange={(_p, _f, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(one?.order === 'ascend' ? 'price' : one?.order === 'descend' ? '-price' : undefined);
          setPage(1);
        }}
        columns={[
          { key: 'sku', title: t('installments.products.sku'), dataIndex: 'sku', width: 110 },
          { key: 'title', title: t('installments.products.title'), render: (_, p) => <EllipsisText title={p.title.ru}>{p.title.ru}</EllipsisText> },
          { key: 'category', title: t('installments.products.category'), width: 160, render: (_, p) => p.category.title.ru },
          {
            key: 'price',
            title: t('installments.products.price'),
            width: 130,
            align: 'right',
            sorter: true,
            sortOrder: sort === 'price' ? 'ascend' : sort === '-price' ? 'descend' : null,
            render: (_, p) => formatMoney(p.price.current),
          },
          {
            key: 'commissions',
            title: t('installments.products.commissions'),
            width: 340,
            render: (_, p) => (
              <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                {p.commissions.map((k) => (
                  <Tag key={k.id} style={{ marginInlineEnd: 0, width: 'fit-content' }}>
                    {t('installments.products.commissionLine', { months: k.duration, percent: percent(k.rate), amount: formatMoney(k.discount.amount), discount: percent(k.discount.rate) })}
                  </Tag>
                ))}
              </span>
            ),
          },
        ]}
      />
      <Pagination current={page} pageSize={PAGE_SIZE} total={products.data?.total ?? 0} onChange={(p) => setPage(p)} />
    </>
  );
}

import { useId, useState } from 'react';
import { Breadcrumb, Button, Card, Descriptions, Flex, Skeleton, Table, Tooltip } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HttpError } from '@refinedev/core';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OldInstallment, ProductInfo } from '../installments-api';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { Pagination } from '../../../src/controls/pagination';
import { PageHeading, SecondaryText } from '../../../src/controls/plain-text';
import { SearchInput } from '../../../src/controls/search-input';
import { SingleSelect } from '../../../src/controls/single-select';
import type { ScreenProps } from '../../../src/engine/descriptor';
import { useRight, WithReason } from '../../../src/engine/rights';
import { ErrorState } from '../../../src/engine/states';
import { isMissingRecord } from '../../../src/engine/missing-record';
import { formatMoney } from '../../../src/format/money';
import { installmentsApi, INSTALLMENT_KEYS, useCategoryOptions } from '../installments-services';
import { NOT_FOUND_ROUTE, OLD_ROUTE } from '../routes';
import { refusalOf } from '../rules/bounds';
import { formatServerPercent } from '../../../src/format/percent';
import { DESCRIPTION_STYLES, periodOf } from '../shared/installment-bits';
import { useEnrolment } from './use-enrolment';
import { selectPageLabel } from '../../../src/engine/row-check';

const PAGE_SIZE = 20;

/**
 * /installments/{installmentId} "add products to promotion" (spec 3 §2): breadcrumb, the
 * promotion's terms, name-or-SKU search, category, the shop's products with checkboxes (only
 * those priced within the bounds and in no promotion can be checked; the others say why) and
 * "add to promotion". A 404 for the promotion goes to /404.
 */
export default function AddProductsPage(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { id = '' } = useParams<{ id: string }>();
  const promotion = useQuery<OldInstallment, HttpError>({ queryKey: INSTALLMENT_KEYS.oldOne(id), queryFn: ({ signal }) => installmentsApi.oldOne(id, signal), enabled: /^\d+$/.test(id), retry: false });
  const [search, setSearch] = useState<string>();
  const [category, setCategory] = useState<string>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const categories = useCategoryOptions();
  const enrolment = useEnrolment();
  // Issue 28: adding products (taking part) needs installments.manage; the page opened by URL
  // without it still lists the products, its submit disabled with the reason.
  const manage = useRight('installments.manage');
  const x = promotion.data;
  const products = useQuery({
    queryKey: [...INSTALLMENT_KEYS.productsInfo, id, search ?? '', category ?? '', page],
    queryFn: ({ signal }) => installmentsApi.productsInfo({ search, category, page, limit: PAGE_SIZE, start_at: x!.start_at, end_at: x!.end_at }, signal),
    enabled: x !== undefined,
    placeholderData: keepPreviousData,
  });

  if (!/^\d+$/.test(id) || isMissingRecord(promotion.error)) return <Navigate to={NOT_FOUND_ROUTE} replace />;
  if (promotion.error) return <ErrorState error={promotion.error} title={t('old-installments.loadFailed')} onRetry={() => void promotion.refetch()} />;
  if (!x) return <Skeleton active paragraph={{ rows: 8 }} />;

  const why = (p: ProductInfo) => {
    const refusal = refusalOf(p, x);
    if (!refusal) return undefined;
    return t(`old-installments.add.${refusal}`, { min: formatMoney(x.min_product_price), max: formatMoney(x.max_product_price), title: p.installment?.title.ru ?? '' });
  };
  const add = async () => {
    if (await enrolment.add(x.id, selected)) setSelected([]);
  };
  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
    setSelected([]);
  };

  return (
    <section aria-labelledby={titleId} style={{ maxWidth: 1280 }}>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to={OLD_ROUTE}>{t('old-installments.heading')}</Link> }, { title: x.title.ru }]} />
      <PageHeading id={titleId}>{x.title.ru}</PageHeading>
      <Card size="small" style={{ marginBottom: 16 }} data-testid="old-installment-info">
        <Descriptions
          styles={DESCRIPTION_STYLES}
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'period', label: t('old-installments.fields.period'), children: periodOf(x) },
            { key: 'duration', label: t('old-installments.fields.duration'), children: t('old-installments.fields.months', { count: x.duration }) },
            { key: 'commission', label: t('old-installments.fields.commission'), children: formatServerPercent(x.commission, i18n.language) },
            { key: 'min', label: t('old-installments.fields.min'), children: formatMoney(x.min_product_price) },
            { key: 'max', label: t('old-installments.fields.max'), children: formatMoney(x.max_product_price) },
          ]}
        />
      </Card>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <SearchInput label={t('old-installments.add.search')} placeholder={t('old-installments.add.search')} value={search} onSearch={(v) => filtered(() => setSearch(v || undefined))} style={{ width: 320 }} />
        <SingleSelect label={t('old-installments.add.category')} options={categories.options} listStatus={categories.listStatus} value={category} onChange={(v) => filtered(() => setCategory(v))} />
        <WithReason reason={manage.reason}>
          <Button type="primary" disabled={!manage.allowed || selected.length === 0} loading={enrolment.running} onClick={() => void add()}>
            {t('old-installments.add.submit')}
          </Button>
        </WithReason>
        {selected.length > 0 && <SecondaryText>{t('old-installments.selected', { count: selected.length })}</SecondaryText>}
      </Flex>
      {products.isError ? (
        <ErrorState error={products.error} title={t('old-installments.loadFailed')} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <Table<ProductInfo>
            size="middle"
            rowKey="sku"
            loading={products.isFetching}
            dataSource={products.data?.products ?? []}
            pagination={false}
            locale={{ emptyText: products.isLoading ? ' ' : t('old-installments.add.empty') }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(String)),
              getTitleCheckboxProps: selectPageLabel(t),
              getCheckboxProps: (p) => ({ disabled: refusalOf(p, x) !== undefined, 'aria-label': p.title.ru }),
              renderCell: (_checked, p, _i, node) => {
                const reason = why(p);
                return reason ? <Tooltip title={reason}><span data-testid={`refused-${p.sku}`}>{node}</span></Tooltip> : node;
              },
            }}
            columns={[
              { key: 'sku', title: t('old-installments.fields.sku'), dataIndex: 'sku', width: 110 },
              {
                key: 'title',
                title: t('old-installments.fields.title'),
                render: (_, p) => (
                  <span style={{ display: 'flex', flexDirection: 'column' }}>
                    <EllipsisText title={p.title.ru}>{p.title.ru}</EllipsisText>
                    {why(p) && <SecondaryText style={{ fontSize: 12 }}>{why(p)}</SecondaryText>}
                  </span>
                ),
              },
              { key: 'category', title: t('old-installments.fields.category'), width: 160, render: (_, p) => p.category.title.ru },
              { key: 'price', title: t('old-installments.fields.price'), width: 130, align: 'right', render: (_, p) => formatMoney(p.price.current) },
            ]}
          />
          <Pagination current={page} pageSize={PAGE_SIZE} total={products.data?.total ?? 0} onChange={(p) => setPage(p)} />
        </>
      )}
    </section>
  );
}

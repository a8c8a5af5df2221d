import { useState } from 'react';
import { App, Button, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnrolledProduct } from '../installments-api';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { Pagination } from '../../../src/controls/pagination';
import { SecondaryText } from '../../../src/controls/plain-text';
import type { ScreenProps } from '../../../src/engine/descriptor';
import { useRight, WithReason } from '../../../src/engine/rights';
import { ErrorState } from '../../../src/engine/states';
import { useListState } from '../../../src/engine/use-list-state';
import { formatMoney } from '../../../src/format/money';
import { periodOf } from '../shared/installment-bits';
import { formatServerPercent } from '../../../src/format/percent';
import { Picture } from '../../../src/controls/picture';
import { OldLayout } from './old-layout';
import { useEnrolment } from './use-enrolment';
import { selectPageLabel } from '../../../src/engine/row-check';

const amount = (c: { value: number; rate: number }, lang: string) => `${formatMoney(c.value)} (${formatServerPercent(c.rate, lang)})`;

/** Spec 3 §3: what a product in a promotion costs the shop, for its category and for the installment, and in all. */
function CommissionSplit({ commissions }: { commissions: EnrolledProduct['commissions'] }) {
  const { t, i18n } = useTranslation();
  return (
    <span style={{ display: 'flex', flexDirection: 'column' }}>
      <SecondaryText style={{ fontSize: 12 }}>{`${t('old-installments.fields.byCategory')}: ${amount(commissions.category, i18n.language)}`}</SecondaryText>
      <SecondaryText style={{ fontSize: 12 }}>{`${t('old-installments.fields.byInstallment')}: ${amount(commissions.installment, i18n.language)}`}</SecondaryText>
      <strong style={{ fontWeight: 600 }}>{`${t('old-installments.fields.commissionTotal')}: ${amount(commissions.total, i18n.language)}`}</strong>
    </span>
  );
}

/** The shop's products in promotions (spec 3 §3: picture, commission split): select (all) and remove from the promotion, after a confirmation. */
export default function EnrolledProducts({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const state = useListState<EnrolledProduct>(resource);
  const { tableQuery, result } = state;
  const [selected, setSelected] = useState<string[]>([]);
  const enrolment = useEnrolment();
  // Issue 28: leaving a promotion needs installments.manage: without it "remove" stays, disabled, with the reason.
  const manage = useRight('installments.manage');

  const remove = () =>
    modal.confirm({
      title: t('old-installments.removeTitle'),
      content: t('old-installments.removeText', { count: selected.length }),
      okText: t('old-installments.removeOk'),
      okButtonProps: { danger: true },
      cancelText: t('old-installments.cancel'),
      onOk: async () => {
        if (await enrolment.remove(selected)) setSelected([]);
      },
    });

  const body = tableQuery.isError ? (
    <ErrorState error={tableQuery.error} title={t('old-installments.loadFailed')} onRetry={() => void tableQuery.refetch()} />
  ) : (
    <>
      <Flex gap={12} align="center" style={{ marginBottom: 12, minHeight: 32 }}>
        <WithReason reason={manage.reason}>
          <Button danger disabled={!manage.allowed || selected.length === 0} loading={enrolment.running} onClick={remove}>
            {t('old-installments.remove')}
          </Button>
        </WithReason>
        {selected.length > 0 && <SecondaryText>{t('old-installments.selected', { count: selected.length })}</SecondaryText>}
      </Flex>
      <Table<EnrolledProduct>
        size="middle"
        rowKey="sku"
        loading={tableQuery.isFetching}
        dataSource={result.data}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), getTitleCheckboxProps: selectPageLabel(t), getCheckboxProps: (p) => ({ disabled: false, 'aria-label': p.title.ru }) }}
        locale={{ emptyText: tableQuery.isLoading ? ' ' : t('old-installments.emptyProducts') }}
        columns={[
          {
            key: 'photo',
            title: t('old-installments.fields.photo'),
            width: 72,
            render: (_, p) => <Picture url={p.image_url} alt={t('old-installments.fields.photoOf', { title: p.title.ru })} width={48} height={48} lazy style={{ objectFit: 'cover', borderRadius: 4 }} />,
          },
          { key: 'sku', title: t('old-installments.fields.sku'), dataIndex: 'sku', width: 110 },
          { key: 'title', title: t('old-installments.fields.title'), render: (_, p) => <EllipsisText title={p.title.ru}>{p.title.ru}</EllipsisText> },
          { key: 'category', title: t('old-installments.fields.category'), width: 150, render: (_, p) => p.category.title.ru },
          {
            key: 'promotion',
            title: t('old-installments.fields.promotion'),
            width: 260,
            render: (_, p) => (
              <span>
                {p.installment.title.ru}
                <br />
                <SecondaryText style={{ fontSize: 12 }}>{periodOf(p.installment)}</SecondaryText>
              </span>
            ),
          },
          { key: 'price', title: t('old-installments.fields.price'), width: 120, align: 'right', render: (_, p) => formatMoney(p.price.current) },
          {
            key: 'commissions',
            title: t('old-installments.fields.commissions'),
            width: 230,
            align: 'right',
            render: (_, p) => <CommissionSplit commissions={p.commissions} />,
          },
        ]}
      />
      <Pagination current={state.currentPage} pageSize={state.pageSize} total={result.total ?? 0} onChange={state.setPage} />
    </>
  );
  return (
    <OldLayout tab="products" state={state}>
      {body}
    </OldLayout>
  );
}

import { Button, Card, Col, Descriptions, Empty, Row, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OldInstallment } from '../installments-api';
import { Pagination } from '../../../src/controls/pagination';
import type { ScreenProps } from '../../../src/engine/descriptor';
import { useRight, WithReason } from '../../../src/engine/rights';
import { ErrorState } from '../../../src/engine/states';
import { useListState } from '../../../src/engine/use-list-state';
import { formatMoney } from '../../../src/format/money';
import { OLD_ROUTE } from '../routes';
import { formatServerPercent } from '../../../src/format/percent';
import { DESCRIPTION_STYLES, periodOf } from '../shared/installment-bits';
import { OldLayout } from './old-layout';

/** The running promotions as cards (title, period, term, price bounds, commission) with "participate". */
export default function RunningPromotions({ resource }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const state = useListState<OldInstallment>(resource);
  const { tableQuery, result } = state;
  const rows = result.data;
  // Issue 28: taking part needs installments.manage: without it "participate" stays, disabled, with the reason.
  const manage = useRight('installments.manage');

  let body;
  if (tableQuery.isError) body = <ErrorState error={tableQuery.error} title={t('old-installments.loadFailed')} onRetry={() => void tableQuery.refetch()} />;
  else if (tableQuery.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (rows.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('old-installments.empty')}>
        {state.filtersChanged && <Button onClick={state.resetFilters}>{t('old-installments.filters.clear')}</Button>}
      </Empty>
    );
  } else {
    body = (
      <>
        <Row gutter={[16, 16]} style={{ opacity: tableQuery.isFetching ? 0.6 : 1 }}>
          {rows.map((x) => (
            <Col key={x.id} xs={24} md={12} xl={8}>
              <Card size="small" title={<h2 style={{ margin: 0, fontSize: 15, fontWeight: 600, whiteSpace: 'normal' }}>{x.title.ru}</h2>} style={{ height: '100%' }} data-testid="old-installment-card">
                <Descriptions
                  styles={DESCRIPTION_STYLES}
                  size="small"
                  column={1}
                  items={[
                    { key: 'period', label: t('old-installments.fields.period'), children: periodOf(x) },
                    { key: 'duration', label: t('old-installments.fields.duration'), children: t('old-installments.fields.months', { count: x.duration }) },
                    { key: 'prices', label: t('old-installments.fields.prices'), children: t('old-installments.fields.priceRange', { min: formatMoney(x.min_product_price), max: formatMoney(x.max_product_price) }) },
                    { key: 'commission', label: t('old-installments.fields.commission'), children: formatServerPercent(x.commission, i18n.language) },
                  ]}
                />
                <div style={{ marginTop: 8 }}>
                  <WithReason reason={manage.reason}>
                    <Button
                      type="primary"
                      // A link while allowed; without the right a plain disabled button (a disabled link has no role).
                      href={manage.allowed ? `${OLD_ROUTE}/${x.id}` : undefined}
                      disabled={!manage.allowed}
                      aria-label={t('old-installments.participateIn', { title: x.title.ru })}
                      onClick={(e) => {
                        e.preventDefault();
                        navigate(`${OLD_ROUTE}/${x.id}`);
                      }}
                    >
                      {t('old-installments.participate')}
                    </Button>
                  </WithReason>
                </div>
              </Card>
            </Col>
          ))}
        </Row>
        <Pagination current={state.currentPage} pageSize={state.pageSize} total={result.total ?? 0} onChange={state.setPage} />
      </>
    );
  }
  return (
    <OldLayout tab="running" state={state}>
      {body}
    </OldLayout>
  );
}

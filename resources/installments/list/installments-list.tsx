import { useId, useMemo, useState } from 'react';
import { Button, Checkbox, Col, Empty, Flex, Row, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Installment } from '../installments-api';
import { MultiSelect } from '../../../src/controls/multi-select';
import { Pagination } from '../../../src/controls/pagination';
import { PageHeading } from '../../../src/controls/plain-text';
import { SingleSelect } from '../../../src/controls/single-select';
import type { FilterSpec, ScreenProps } from '../../../src/engine/descriptor';
import { ErrorState } from '../../../src/engine/states';
import { useListState } from '../../../src/engine/use-list-state';
import { tabSearch } from '../../../src/engine/list-url';
import { useCategoryOptions } from '../installments-services';
import { newProgrammeMonths } from '../rules/months';
import { monthOptions } from '../shared/month-options';
import { InstallmentCard } from './installment-card';
import { ACTIVE_ROUTE, PAST_ROUTE } from '../routes';

/**
 * /newInstallments/active and /newInstallments/past (spec 3 §2): tabs, the filters (month,
 * categories, my categories, my participation; all in the URL), the cards in a responsive
 * grid, paging and an empty state that clears the filters.
 */
export default function InstallmentsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const state = useListState<Installment>(resource);
  const { tableQuery, result, currentPage, pageSize } = state;
  const [months] = useState(() => monthOptions(newProgrammeMonths(new Date())));
  const categories = useCategoryOptions();
  const spec = useMemo(() => Object.fromEntries(state.specs.map((s) => [s.field, s])) as Record<string, FilterSpec>, [state.specs]);
  const past = resource.route === PAST_ROUTE;
  const rows = result.data;
  const total = result.total ?? 0;

  const filterBar = (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }} role="search" aria-label={t('installments.heading')}>
      <SingleSelect label={t('installments.filters.month')} options={months} value={state.values.month as string | undefined} onChange={(v) => state.setFilterValue(spec.month, v)} style={{ minWidth: 180 }} />
      <MultiSelect label={t('installments.filters.category')} options={categories.options} listStatus={categories.listStatus} value={(state.values.category as string[] | undefined) ?? []} onChange={(v) => state.setFilterValue(spec.category, v)} allOption />
      <Checkbox checked={state.values.is_merchant_categories === true} onChange={(e) => state.setFilterValue(spec.is_merchant_categories, e.target.checked)}>
        {t('installments.filters.is_merchant_categories')}
      </Checkbox>
      <Checkbox checked={state.values.is_subscribed === true} onChange={(e) => state.setFilterValue(spec.is_subscribed, e.target.checked)}>
        {t('installments.filters.is_subscribed')}
      </Checkbox>
      {state.filtersChanged && (
        <Button type="link" onClick={state.resetFilters} style={{ paddingInline: 0 }}>
          {t('installments.filters.clear')}
        </Button>
      )}
    </Flex>
  );

  let body;
  if (tableQuery.isError) body = <ErrorState error={tableQuery.error} title={t('installments.loadFailed')} onRetry={() => void tableQuery.refetch()} />;
  else if (tableQuery.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (rows.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(state.filtersChanged ? 'installments.emptyFiltered' : 'installments.empty')}>
        {state.filtersChanged && <Button onClick={state.resetFilters}>{t('installments.filters.clear')}</Button>}
      </Empty>
    );
  } else {
    body = (
      <>
        <Row gutter={[16, 16]} aria-busy={tableQuery.isFetching} style={{ opacity: tableQuery.isFetching ? 0.6 : 1 }}>
          {rows.map((x) => (
            <Col key={x.installment_id} xs={24} md={12} xl={8}>
              <InstallmentCard installment={x} href={`${ACTIVE_ROUTE}/${x.installment_id}`} />
            </Col>
          ))}
        </Row>
        <Pagination current={currentPage} pageSize={pageSize} total={total} onChange={state.setPage} className="installments-pagination" />
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} style={{ maxWidth: 1280 }}>
      <PageHeading id={titleId}>{t('installments.heading')}</PageHeading>
      <Tabs
        activeKey={past ? 'past' : 'active'}
        onChange={(key) => navigate(`${key === 'past' ? PAST_ROUTE : ACTIVE_ROUTE}${tabSearch(state)}`)}
        items={[
          { key: 'active', label: t('installments.tabs.active') },
          { key: 'past', label: t('installments.tabs.past') },
        ]}
      />
      {filterBar}
      {body}
    </section>
  );
}

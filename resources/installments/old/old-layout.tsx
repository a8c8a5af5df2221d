import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Flex, Tabs } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '../../../src/controls/multi-select';
import { PageHeading } from '../../../src/controls/plain-text';
import { SingleSelect } from '../../../src/controls/single-select';
import type { FilterSpec } from '../../../src/engine/descriptor';
import type { ListState } from '../../../src/engine/use-list-state';
import { tabSearch } from '../../../src/engine/list-url';
import { useCategoryOptions } from '../installments-services';
import { ENROLLED_ROUTE, OLD_ROUTE } from '../routes';
import { oldProgrammeMonths } from '../rules/months';
import { monthOptions } from '../shared/month-options';

/**
 * /installments and /installments/products (spec 3 §2 Installments (old)): the heading, the
 * two tabs (each its own URL, the filters carried across) and the shared filters: month
 * (the current one and the next two) and category.
 */
export function OldLayout<T extends BaseRecord>({ tab, state, children }: { tab: 'running' | 'products'; state: ListState<T>; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const [months] = useState(() => monthOptions(oldProgrammeMonths(new Date())));
  const categories = useCategoryOptions();
  const spec = useMemo(() => Object.fromEntries(state.specs.map((s) => [s.field, s])) as Record<string, FilterSpec>, [state.specs]);
  return (
    <section aria-labelledby={titleId} style={{ maxWidth: 1280 }}>
      <PageHeading id={titleId}>{t('old-installments.heading')}</PageHeading>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${key === 'products' ? ENROLLED_ROUTE : OLD_ROUTE}${tabSearch(state)}`)}
        items={[
          { key: 'running', label: t('old-installments.tabs.running') },
          { key: 'products', label: t('old-installments.tabs.products') },
        ]}
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }} role="search" aria-label={t('old-installments.heading')}>
        <SingleSelect label={t('old-installments.filters.month')} options={months} value={state.values.month as string | undefined} onChange={(v) => state.setFilterValue(spec.month, v)} style={{ minWidth: 180 }} />
        <MultiSelect label={t('old-installments.filters.category')} options={categories.options} listStatus={categories.listStatus} value={(state.values.category as string[] | undefined) ?? []} onChange={(v) => state.setFilterValue(spec.category, v)} allOption />
        {state.filtersChanged && (
          <Button type="link" onClick={state.resetFilters} style={{ paddingInline: 0 }}>
            {t('old-installments.filters.clear')}
          </Button>
        )}
      </Flex>
      {children}
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import { Breadcrumb, Card, Descriptions, Flex, Skeleton, Tabs } from 'antd';
import { useOne, type HttpError } from '@refinedev/core';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Installment } from '../installments-api';
import { onDemand, prefetchOnIdle, useOnDemand } from '../../../src/controls/on-demand';
import type { ScreenProps } from '../../../src/engine/descriptor';
import { ErrorState } from '../../../src/engine/states';
import { isMissingRecord } from '../../../src/engine/missing-record';
import { ACTIVE_ROUTE, NOT_FOUND_ROUTE } from '../routes';
import { displayStatus, showsParticipation } from '../rules/status';
import type { WizardMode } from '../rules/wizard';
import { CommissionTags, DESCRIPTION_STYLES, periodOf, StatusTag, titleColours, useTitleOf } from '../shared/installment-bits';
import { ActionBar } from './action-bar';
import { CategoriesTab } from './categories-tab';
import { ProductsTab } from './products-tab';
import { useParticipation } from './use-participation';
import { useEarlyRecord } from '../../../src/engine/use-early-record';

/** The wizard loads when first opened (or when the browser is idle). */
const wizard = onDemand(() => import('../wizard/participation-dialog'));

/**
 * /newInstallments/active/{id} (spec 3 §2): breadcrumb, the title in the promotion's colours,
 * status, commission tags, period, the actions its status allows, and for a subscribed or
 * paused promotion the categories and products tabs. A 404 goes to the not-found page.
 */
export default function InstallmentDetails({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { id = '' } = useParams<{ id: string }>();
  const early = useEarlyRecord<Installment>(resource.name, id);
  const one = useOne<Installment, HttpError>({ resource: resource.name, id, queryOptions: early });
  const participation = useParticipation(Number(id));
  const [mode, setMode] = useState<WizardMode>();
  const Wizard = useOnDemand(wizard, mode !== undefined).module?.default;
  const titleOf = useTitleOf();
  const x = one.result;
  useEffect(() => prefetchOnIdle(wizard), []);

  if (isMissingRecord(one.query.error) || !/^\d+$/.test(id)) return <Navigate to={NOT_FOUND_ROUTE} replace />;
  if (one.query.error) return <ErrorState error={one.query.error} title={t('installments.details.loadFailed')} onRetry={() => void one.query.refetch()} />;
  if (!x) return <Skeleton active paragraph={{ rows: 8 }} />;

  const title = titleOf(x);
  const status = displayStatus(x);
  return (
    <section aria-labelledby={titleId} style={{ maxWidth: 1280 }}>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to={ACTIVE_ROUTE}>{t('installments.heading')}</Link> }, { title }]} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <h1 id={titleId} style={{ ...titleColours(x), margin: '0 0 12px', padding: '12px 16px', borderRadius: 6, fontSize: 22, fontWeight: 600, lineHeight: 1.35 }}>
          {title}
        </h1>
        <Descriptions
          styles={DESCRIPTION_STYLES}
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'status', label: t('installments.details.status'), children: <StatusTag installment={x} /> },
            { key: 'period', label: t('installments.details.period'), children: periodOf(x) },
            { key: 'commissions', label: t('installments.details.commissions'), children: <CommissionTags commissions={x.commissions} /> },
          ]}
        />
        <Flex style={{ marginTop: 12 }}>
          <ActionBar installment={x} participation={participation} openWizard={setMode} />
        </Flex>
      </Card>
      {showsParticipation(status) && (
        <Tabs
          items={[
            { key: 'categories', label: t('installments.details.categoriesTab'), children: <CategoriesTab installment={x} /> },
            { key: 'products', label: t('installments.details.productsTab'), children: <ProductsTab installmentId={x.installment_id} /> },
          ]}
        />
      )}
      {mode && Wizard && (
        <Wizard
          installment={x}
          mode={mode}
          saving={participation.running !== undefined}
          onClose={() => setMode(undefined)}
          onSubmit={(choice) =>
            participation.run(mode === 'subscribe' ? { kind: 'subscribe', ...choice } : mode === 'categories' ? { kind: 'categories', categories: choice.categories } : { kind: 'commissions', commissions: choice.commissions })
          }
        />
      )}
    </section>
  );
}

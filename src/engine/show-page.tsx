import { useId, type ReactNode } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnyResource, ScreenProps } from './descriptor';
import { displayValue } from './columns';
import { ErrorState } from './states';
import { NotFoundState } from './not-found-state';
import { isMissingRecord } from './missing-record';
import { useBackToList, useNeighbours } from './navigation';
import { useBackKey } from './shortcuts/use-back-key';
import { layoutSpans } from './descriptions-layout';
import { COLORS } from '../controls/colors';
import { useEarlyRecord } from './use-early-record';

const COLUMNS = 24;

export interface ShowPageProps {
  descriptor: AnyResource;
  /** The record's id; default the route's `:id`. */
  id?: string;
}

/** The generic details page: breadcrumb back to the list (keeping its view), title, fields, extra blocks. */
export function ShowPage({ descriptor, id }: ShowPageProps) {
  if (!descriptor.show) return null;
  return <GenericShow descriptor={descriptor} id={id} />;
}

export function BackBreadcrumb({ descriptor, current }: { descriptor: AnyResource; current: ReactNode }) {
  const { t } = useTranslation();
  const back = useBackToList(descriptor);
  return (
    <Breadcrumb
      style={{ marginBottom: 8 }}
      items={[
        {
          title: (
            <Link to={back.href} onClick={back.onClick}>
              {t(`${descriptor.name}.titles.list`)}
            </Link>
          ),
        },
        { title: current },
      ]}
    />
  );
}

function GenericShow({ descriptor, id: idProp }: ShowPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const params = useParams<{ id: string }>();
  const id = idProp ?? params.id;
  const spec = descriptor.show!;
  const name = descriptor.name;
  const early = useEarlyRecord(name, id);
  const { query, result: record } = useShow<BaseRecord>({ resource: name, id, queryOptions: { enabled: id !== undefined, ...early } });
  const back = useBackToList(descriptor);
  useBackKey(back);
  const fallbackTitle = t(`${name}.titles.show`);

  if (query.isLoading) {
    return (
      <div aria-busy="true" aria-label={t('engine.loading')}>
        <BackBreadcrumb descriptor={descriptor} current={fallbackTitle} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (query.isError && !isMissingRecord(query.error)) {
    return (
      <>
        <BackBreadcrumb descriptor={descriptor} current={fallbackTitle} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!record) return <NotFoundState listHref={back.href} />;

  const title = spec.title?.(record) ?? fallbackTitle;
  const spans = layoutSpans(spec.fields.map((f) => f.span ?? 12), COLUMNS);
  const Extra = spec.extra;
  return (
    <article aria-labelledby={titleId}>
      <BackBreadcrumb descriptor={descriptor} current={title} />
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Typography.Title level={1} id={titleId} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        <RecordPager descriptor={descriptor} id={id} />
      </Flex>
      <Descriptions
        bordered
        size="small"
        style={{ background: COLORS.surface, borderRadius: 8 }}
        column={COLUMNS}
        items={spec.fields.map((f, i) => ({
          key: f.key,
          label: t(`${name}.fields.${f.key}`),
          span: spans[i],
          children: f.render ? f.render(record) : displayValue(record[f.key]),
        }))}
      />
      {Extra && (
        <div style={{ marginTop: 16 }}>
          <Extra record={record} />
        </div>
      )}
    </article>
  );
}

/** Previous / next record of the list page this one was opened from (absent when opened by a link). */
function RecordPager({ descriptor, id }: { descriptor: AnyResource; id: string | undefined }) {
  const { t } = useTranslation();
  const pager = useNeighbours(descriptor, id);
  if (!pager.available) return null;
  return (
    <nav aria-label={t('engine.show.pager')} style={{ marginBottom: 12 }}>
      <Space.Compact>
        <Button icon={<LeftOutlined />} disabled={!pager.prev} onClick={pager.goPrev}>
          {t('engine.show.previous')}
        </Button>
        <Button icon={<RightOutlined />} iconPosition="end" disabled={!pager.next} onClick={pager.goNext}>
          {t('engine.show.next')}
        </Button>
      </Space.Compact>
    </nav>
  );
}

/** The generic page as a route's screen (src/engine/resource-page.tsx). */
export function ShowScreen({ resource }: ScreenProps) {
  return <ShowPage descriptor={resource} />;
}

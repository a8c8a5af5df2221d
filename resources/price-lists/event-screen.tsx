import { useId } from 'react';
import { Alert, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useShow } from '@refinedev/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../providers/media-url';
import { addTexts } from '../../providers/i18n/i18n';
import type { UploadEvent } from './history/types';
import { StatusTag } from './history/parts';
import type { ScreenProps } from '../../src/engine/descriptor';
import { useBackToList } from '../../src/engine/navigation';
import { BackBreadcrumb } from '../../src/engine/show-page';
import { ErrorState } from '../../src/engine/states';
import { NotFoundState } from '../../src/engine/not-found-state';
import { isMissingRecord } from '../../src/engine/missing-record';
import { formatDateTime } from '../../src/format/dates';
import { EventLog, logText } from './event-log';
import { isSettling, SETTLE_POLL_MS } from './rules/status';
import { priceListsTexts } from './texts';
import { COLORS } from '../../src/controls/colors';
import { useEarlyRecord } from '../../src/engine/use-early-record';

addTexts(priceListsTexts);

/** /products/upload/events/{eventId} (spec 3 §2): the upload's fields, its log and the way back. */
export default function EventScreen({ resource }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { id } = useParams<{ id: string }>();
  const back = useBackToList(resource);
  const early = useEarlyRecord<UploadEvent>(resource.name, id);
  const { query, result: event } = useShow<UploadEvent>({
    resource: resource.name,
    id,
    queryOptions: { enabled: id !== undefined, ...early, refetchInterval: (q) => (isSettling(q.state.data?.data?.status) ? SETTLE_POLL_MS : false) },
  });
  const fallback = t(`${resource.name}.titles.show`);

  if (query.isLoading) {
    return (
      <div aria-busy="true" aria-label={t('engine.loading')}>
        <BackBreadcrumb descriptor={resource} current={fallback} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (query.isError && !isMissingRecord(query.error)) {
    return (
      <>
        <BackBreadcrumb descriptor={resource} current={fallback} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!event) return <NotFoundState listHref={back.href} />;

  const field = (key: string, children: React.ReactNode) => ({ key, label: t(`upload-events.fields.${key}`), children });
  const fileUrl = mediaUrl(event.meta.url);
  // Why a failed upload failed, in the user's language (the log below stays as the service wrote it).
  const reasonKey = event.reason ? `priceLists.reasons.${event.reason}` : undefined;
  const reason = reasonKey && i18n.exists(reasonKey) ? t(reasonKey) : undefined;
  return (
    <article aria-labelledby={titleId} style={{ maxWidth: 960 }}>
      <BackBreadcrumb descriptor={resource} current={event.entity_id} />
      <Typography.Title level={1} id={titleId} style={{ fontSize: 24, marginTop: 0 }}>
        {t('priceLists.event.title', { name: event.entity_id })}
      </Typography.Title>
      {isSettling(event.status) && <Alert type="info" showIcon message={t('priceLists.event.refreshing')} style={{ marginBottom: 16 }} />}
      {reason && <Alert type="error" showIcon message={reason} style={{ marginBottom: 16 }} />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        styles={{ label: { width: 150 } }}
        style={{ background: COLORS.surface, borderRadius: 8, marginBottom: 16 }}
        items={[
          field('id', <Typography.Text copyable={{ text: event.id }}>{event.id}</Typography.Text>),
          field('entity_id', event.entity_id),
          field('uploaded', formatDateTime(event.meta.uploaded)),
          field('status', <StatusTag status={event.status} />),
          field('updated_at', formatDateTime(event.meta.updated_at)),
          field('load_type', t(`upload-events.loadTypes.${event.meta.load_type}`, { defaultValue: event.meta.load_type })),
          field('user', event.meta.user),
          field(
            'url',
            fileUrl ? (
              <a href={fileUrl} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
                {t('priceLists.event.openFile')}
              </a>
            ) : (
              '—'
            ),
          ),
        ]}
      />
      <EventLog text={logText(event.description, event.messages)} />
      <Flex style={{ marginTop: 16 }}>
        <Link to={back.href} onClick={back.onClick}>
          <ArrowLeftOutlined aria-hidden /> {t('priceLists.event.back')}
        </Link>
      </Flex>
    </article>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../src/controls/phone-viewport';
import { useRight, WithReason } from '../../../src/engine/rights';
import { ErrorState } from '../../../src/engine/states';
import { acceptOf, formatSize, refusalReason } from './document-rules';
import { DocumentRow } from './document-row';
import { UploadQueue } from './upload-queue';
import { useDocuments } from './use-documents';
import { useUploadQueue } from './use-upload-queue';
import { COLORS } from '../../../src/controls/colors';

/**
 * The shop's documents (spec 1 §2 Profile info, §7, §9): list, upload of several files, rename,
 * delete. Upload, rename and delete need documents.manage (issue 28): without it they stay,
 * disabled, with the reason; the list, open and download are for everyone.
 */
export function DocumentsCard({ blocked }: { blocked: boolean }) {
  const { t, i18n } = useTranslation();
  const manage = useRight('documents.manage');
  const { mid, list, count, limits, refresh, refreshList } = useDocuments();
  const queue = useUploadQueue(mid, count.data, limits, refresh);
  const picker = useRef<HTMLInputElement>(null);
  const phone = useIsPhone();
  const reason = refusalReason(count.data, limits, blocked);
  const docs = list.data ?? [];

  return (
    <Card
      size="small"
      styles={{ body: { padding: phone ? 12 : 16 } }}
      title={
        <Flex gap={8} align="baseline">
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('documents.title')}</Typography.Title>
          {count.data && <Typography.Text type="secondary" style={{ fontWeight: 400 }} data-testid="documents-counter">{t('documents.counter', { count: count.data.count, max: limits.max_count })}</Typography.Text>}
        </Flex>
      }
    >
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={acceptOf(limits)}
        data-testid="documents-input"
        disabled={!manage.allowed}
        onChange={(e) => {
          if (manage.allowed) queue.add(Array.from(e.target.files ?? []));
          e.target.value = ''; // the same file may be chosen again
        }}
      />
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 13, flex: '1 1 240px' }}>
          {t('documents.limitsHint', { formats: limits.extensions.map((e) => e.toUpperCase()).join(', '), size: formatSize(limits.max_size_bytes, i18n.language), max: limits.max_count })}
        </Typography.Text>
        <WithReason reason={manage.reason}>
          <Button type="primary" ghost icon={<UploadOutlined />} disabled={!count.data?.is_add_allowed || !manage.allowed} loading={queue.uploading} onClick={() => picker.current?.click()}>
            {t('documents.upload')}
          </Button>
        </WithReason>
      </Flex>
      {reason && <Alert type="warning" showIcon message={t(reason, { max: limits.max_count })} style={{ marginBottom: 12 }} />}
      {count.data === undefined && count.isError && (
        // Upload waits for the count (the limits and whether adding is allowed): say why it is off, with the retry.
        <div style={{ marginBottom: 12 }}>
          <ErrorState compact error={count.error} title={t('documents.countError')} retrying={count.isFetching} onRetry={() => void count.refetch()} />
        </div>
      )}
      <UploadQueue items={queue.items} accept={acceptOf(limits)} onRetry={queue.retry} onReplace={queue.replace} onDismiss={queue.dismiss} />
      {list.data === undefined && list.isError ? (
        <ErrorState error={list.error} retrying={list.isFetching} onRetry={() => void refreshList()} />
      ) : list.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : docs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.empty')} />
      ) : (
        <Flex vertical style={{ borderTop: `1px solid ${COLORS.border}` }}>
          {docs.map((doc) => (
            <div key={doc.id} style={{ borderBottom: `1px solid ${COLORS.border}` }}>
              <DocumentRow doc={doc} mid={mid} onRenamed={refreshList} onRemoved={refresh} />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}

import { CloseOutlined, FileOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRight, WithReason } from '../../../src/engine/rights';
import type { QueueItem } from './use-upload-queue';

/** Files being uploaded, each with its progress and its result (spec 1 §7: one request per file). */
export function UploadQueue({ items, onRetry, onDismiss }: { items: QueueItem[]; onRetry(uid: string): void; onDismiss(uid: string): void }) {
  const { t } = useTranslation();
  // A retry uploads again: documents.manage (issue 28); dismissing a failed file is always possible.
  const manage = useRight('documents.manage');
  if (items.length === 0) return null;
  return (
    <section aria-label={t('documents.queue.title')} style={{ marginBottom: 12 }}>
      <Flex vertical gap={6}>
        {items.map((item) => {
          const failed = item.status === 'error';
          const retryable = failed && item.errorKey !== 'documents_too_large' && item.errorKey !== 'file_empty';
          return (
            <Flex key={item.uid} gap={10} align="center" data-testid="upload-item" style={{ padding: '8px 12px', border: `1px solid ${failed ? '#ffccc7' : '#f0f0f0'}`, borderRadius: 8, background: failed ? '#fff2f0' : '#fafafa' }}>
              <FileOutlined aria-hidden style={{ color: failed ? '#cf1322' : 'rgba(0,0,0,0.45)' }} />
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis={{ tooltip: item.file.name }}>{item.file.name}</Typography.Text>
                {failed ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {t('documents.queue.failed')}: {t(item.errorKey ?? 'errors.unknown')}
                  </Typography.Text>
                ) : (
                  <Progress
                    percent={item.percent}
                    size="small"
                    status={item.status === 'done' ? 'success' : 'active'}
                    aria-label={`${item.file.name}: ${t(item.status === 'done' ? 'documents.queue.done' : 'documents.queue.uploading')}`}
                  />
                )}
              </Flex>
              {retryable && (
                <WithReason reason={manage.reason}>
                  <Button size="small" icon={<ReloadOutlined />} disabled={!manage.allowed} onClick={() => onRetry(item.uid)}>{t('documents.queue.retry')}</Button>
                </WithReason>
              )}
              {failed && <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`${t('documents.queue.dismiss')}: ${item.file.name}`} onClick={() => onDismiss(item.uid)} />}
            </Flex>
          );
        })}
      </Flex>
    </section>
  );
}

import { CloseOutlined, FileOutlined, ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRight, WithReason } from '../../../src/engine/rights';
import { isFileRefusal } from './document-rules';
import type { QueueItem } from './use-upload-queue';
import { COLORS } from '../../../src/controls/colors';

interface Props {
  items: QueueItem[];
  /** The file picker's filter (`.pdf,.docx,...`), for a replacement. */
  accept: string;
  onRetry(uid: string): void;
  onReplace(uid: string, file: File): void;
  onDismiss(uid: string): void;
}

/**
 * Files being uploaded, each with its progress and its result (spec 1 §7: one request per file).
 * A failed file offers what can help: another file in its place when it was refused for itself
 * (its content, its size), a retry otherwise.
 */
export function UploadQueue({ items, accept, onRetry, onReplace, onDismiss }: Props) {
  const { t } = useTranslation();
  // A retry or a replacement uploads again: documents.manage (issue 28); dismissing a failed file is always possible.
  const manage = useRight('documents.manage');
  const picker = useRef<HTMLInputElement>(null);
  const replacing = useRef<string>(undefined);
  if (items.length === 0) return null;
  return (
    <section aria-label={t('documents.queue.title')} style={{ marginBottom: 12 }}>
      <Flex vertical gap={6}>
        {items.map((item) => {
          const failed = item.status === 'error';
          const refused = failed && isFileRefusal(item.errorKey);
          return (
            <Flex key={item.uid} gap={10} align="center" data-testid="upload-item" style={{ padding: '8px 12px', border: `1px solid ${failed ? '#ffccc7' : COLORS.border}`, borderRadius: 8, background: failed ? `${COLORS.surface}2f0` : COLORS.muted }}>
              <FileOutlined aria-hidden style={{ color: failed ? COLORS.danger : COLORS.icon }} />
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
              {failed && !refused && (
                <WithReason reason={manage.reason}>
                  <Button size="small" icon={<ReloadOutlined />} disabled={!manage.allowed} onClick={() => onRetry(item.uid)}>{t('documents.queue.retry')}</Button>
                </WithReason>
              )}
              {refused && (
                <WithReason reason={manage.reason}>
                  <Button
                    size="small"
                    icon={<SwapOutlined />}
                    disabled={!manage.allowed}
                    aria-label={t('documents.queue.replaceOf', { name: item.file.name })}
                    onClick={() => {
                      replacing.current = item.uid;
                      picker.current?.click();
                    }}
                  >
                    {t('documents.queue.replace')}
                  </Button>
                </WithReason>
              )}
              {failed && <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`${t('documents.queue.dismiss')}: ${item.file.name}`} onClick={() => onDismiss(item.uid)} />}
            </Flex>
          );
        })}
      </Flex>
      <input
        ref={picker}
        type="file"
        accept={accept}
        hidden
        data-testid="replace-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again later
          if (file && replacing.current) onReplace(replacing.current, file);
        }}
      />
    </section>
  );
}

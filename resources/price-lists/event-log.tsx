import { Button, Card, Flex } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLORS } from '../../src/controls/colors';

/** The description and every processing message, one per line (spec 3 §2 event page). */
export const logText = (description: string, messages: readonly string[] | null | undefined): string =>
  [description, ...(messages ?? [])].filter((line) => line !== '').join('\n');

/** The read-only log box (monospaced, scrolls, keeps line breaks) and its copy button. */
export function EventLog({ text }: { text: string }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      open?.({ key: 'upload-log-copy', type: 'success', message: t('priceLists.toasts.copied') });
    } catch {
      open?.({ key: 'upload-log-copy', type: 'error', message: t('priceLists.toasts.copyFailed') });
    }
  };
  return (
    <Card
      size="small"
      title={<h2 id={titleId} style={{ fontSize: 16, margin: 0 }}>{t('priceLists.event.log')}</h2>}
      extra={
        <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('priceLists.event.copy')}
        </Button>
      }
    >
      <Flex>
        <pre
          tabIndex={0}
          aria-labelledby={titleId}
          style={{
            flex: 1,
            margin: 0,
            maxHeight: 360,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontFamily: 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, monospace',
            fontSize: 13,
            lineHeight: 1.6,
            background: COLORS.muted,
            border: `1px solid ${COLORS.border}`,
            borderRadius: 6,
            padding: '8px 12px',
          }}
        >
          {text}
        </pre>
      </Flex>
    </Card>
  );
}

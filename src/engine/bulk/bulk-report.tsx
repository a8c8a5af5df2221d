import type { Key, ReactNode } from 'react';
import { Alert, Button, Progress, Typography } from 'antd';
import type { BulkResult } from './use-bulk-run';

/** One progress for a whole bulk run: its text ("Снимаем с продажи: 12 из 30") and a bar. */
export function BulkRunProgress({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <div role="status" aria-live="polite" style={{ minWidth: 220 }}>
      <Typography.Text>{label}</Typography.Text>
      <Progress size="small" percent={total > 0 ? Math.round((done / total) * 100) : 0} format={() => `${done} / ${total}`} />
    </div>
  );
}

export interface BulkFailuresProps<T> {
  result: BulkResult<T>;
  /** The summary line ("Готово: 27, не удалось: 3"). */
  title: string;
  /** The accessible name of the list of failed items. */
  listLabel: string;
  retryLabel: string;
  itemKey(item: T): Key;
  itemName(item: T): ReactNode;
  retrying: boolean;
  onRetry(): void;
}

/**
 * What a run left undone: each item that failed with why (the area's catalogue; the server's
 * own words only as a secondary line), and a retry of those alone.
 */
export function BulkFailures<T>({ result, title, listLabel, retryLabel, itemKey, itemName, retrying, onRetry }: BulkFailuresProps<T>) {
  return (
    <Alert
      type={result.kind === 'none' ? 'error' : 'warning'}
      showIcon
      role="status"
      style={{ flexBasis: '100%' }}
      message={title}
      description={
        <ul aria-label={listLabel} style={{ margin: 0, paddingInlineStart: 20, maxHeight: 240, overflowY: 'auto' }}>
          {result.failed.map((f) => (
            <li key={itemKey(f.item)}>
              <strong style={{ fontWeight: 600 }}>{itemName(f.item)}</strong>: {f.message}
              {f.detail && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{f.detail}</Typography.Text>}
            </li>
          ))}
        </ul>
      }
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

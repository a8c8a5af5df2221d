import type { Key, ReactNode } from 'react';
import { Alert, Button, Progress, Typography } from 'antd';
import type { BulkFailure, BulkResult } from './use-bulk-run';

/**
 * A bulk run's one progress: what it does ("Принимаем заявки: 3 / 10") over a bar of done / total.
 * `compact`: in a selection bar beside its buttons (a line of text and a small bar).
 */
export function BulkRunProgress({ text, done, total, compact }: { text: ReactNode; done: number; total: number; compact?: boolean }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div role="status" aria-live="polite" style={compact ? { minWidth: 220 } : undefined}>
      {compact ? <Typography.Text>{text}</Typography.Text> : <p style={{ marginTop: 0 }}>{text}</p>}
      <Progress size={compact ? 'small' : 'default'} percent={percent} format={() => `${done} / ${total}`} />
    </div>
  );
}

interface FailureListProps<T> {
  label: string;
  failures: BulkFailure<T>[];
  keyOf(item: T): Key;
  nameOf(item: T): ReactNode;
  /** Scrolls within this height (a long list in a bar). */
  maxHeight?: number;
}

/** The items a run could not change, each named, with why (the area's text; the server's own words only as a secondary line). */
export function BulkFailureList<T>({ label, failures, keyOf, nameOf, maxHeight }: FailureListProps<T>) {
  return (
    <ul aria-label={label} style={{ margin: 0, paddingInlineStart: 20, ...(maxHeight && { maxHeight, overflowY: 'auto' }) }}>
      {failures.map((f) => (
        <li key={keyOf(f.item)}>
          <strong style={{ fontWeight: 600 }}>{nameOf(f.item)}</strong>: {f.message}
          {f.detail && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{f.detail}</Typography.Text>}
        </li>
      ))}
    </ul>
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
  /** The list scrolls within this height (a run over many items). */
  maxHeight?: number;
}

/** What a run in a selection bar left undone: the failure list in an alert, with a retry of those alone. */
export function BulkFailures<T>({ result, title, listLabel, retryLabel, itemKey, itemName, retrying, onRetry, maxHeight }: BulkFailuresProps<T>) {
  return (
    <Alert
      type={result.kind === 'none' ? 'error' : 'warning'}
      showIcon
      role="status"
      style={{ flexBasis: '100%' }}
      message={title}
      description={<BulkFailureList label={listLabel} failures={result.failed} keyOf={itemKey} nameOf={itemName} maxHeight={maxHeight} />}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

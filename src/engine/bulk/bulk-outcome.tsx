import type { Key, ReactNode } from 'react';
import { Progress, Typography } from 'antd';
import type { BulkFailure } from './use-bulk-run';

/** A bulk run's one progress: what it does ("Принимаем заявки: 3 / 10") over a bar of done / total. */
export function BulkRunProgress({ text, done, total }: { text: ReactNode; done: number; total: number }) {
  return (
    <div role="status" aria-live="polite">
      <p style={{ marginTop: 0 }}>{text}</p>
      <Progress percent={Math.round((done / total) * 100)} format={() => `${done} / ${total}`} />
    </div>
  );
}

/** The items a run could not change, each named, with why (the area's text; the server's own words only as a secondary line). */
export function BulkFailureList<T>({ label, failures, keyOf, nameOf }: { label: string; failures: BulkFailure<T>[]; keyOf(item: T): Key; nameOf(item: T): ReactNode }) {
  return (
    <ul aria-label={label} style={{ margin: 0, paddingInlineStart: 20 }}>
      {failures.map((f) => (
        <li key={keyOf(f.item)}>
          <strong style={{ fontWeight: 600 }}>{nameOf(f.item)}</strong>: {f.message}
          {f.detail && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{f.detail}</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}

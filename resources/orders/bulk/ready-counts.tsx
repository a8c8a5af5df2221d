import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { linesOf } from '../products/use-product-editing';
import { canConfirmCount, maxPackages, packageCountError, sanitizeCount, type PackageCountError } from '../rules/package-count';
import { COLORS } from '../../../src/controls/colors';

const ERROR_TEXT: Record<PackageCountError, string> = {
  'equal zero': 'orders.actions.packages.equalZero',
  'more than products': 'orders.actions.packages.moreThanProducts',
  'not a number': 'orders.actions.packages.notANumber',
};

/** Each order's most packages (spec 2 §5: its active units). */
export const maxOf = (order: Order): number => maxPackages(linesOf(order));

/** Every count can be sent (non-empty, 1..max). */
export function allCountsValid(orders: readonly Order[], counts: Record<string, string>): boolean {
  return orders.every((o) => canConfirmCount(counts[o.id] ?? '', maxOf(o)));
}

export function totalPackages(orders: readonly Order[], counts: Record<string, string>): number {
  return orders.reduce((n, o) => n + (Number(counts[o.id]) || 0), 0);
}

interface ReadyCountsProps {
  orders: Order[];
  counts: Record<string, string>;
  onChange(id: string, value: string): void;
}

/** The selected orders, each with its package count (default 1, the spec's rules per order), and the total. */
export function ReadyCounts({ orders, counts, onChange }: ReadyCountsProps) {
  const { t } = useTranslation();
  return (
    <div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ textAlign: 'start', color: COLORS.textSecondary }}>
            <th style={{ textAlign: 'start', fontWeight: 500, padding: '4px 0' }}>{t('orders.fields.id')}</th>
            <th style={{ textAlign: 'start', fontWeight: 500, padding: '4px 0' }}>{t('orders.queue.ready.countColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => {
            const max = maxOf(o);
            const text = counts[o.id] ?? '';
            const error = packageCountError(text, max);
            const id = `bulk-count-${o.id}`;
            return (
              <tr key={o.id} style={{ borderTop: `1px solid ${COLORS.border}` }}>
                <td style={{ padding: '6px 0' }}>
                  <label htmlFor={id} style={{ fontWeight: 600 }}>
                    {t('orders.queue.orderNumber', { id: o.id })}
                  </label>
                </td>
                <td style={{ padding: '6px 0' }}>
                  <Input
                    id={id}
                    value={text}
                    inputMode="numeric"
                    autoComplete="off"
                    status={error ? 'error' : undefined}
                    aria-invalid={error !== null}
                    aria-describedby={`${id}-hint`}
                    style={{ width: 72 }}
                    onChange={(e) => onChange(o.id, sanitizeCount(e.target.value))}
                  />
                  <span id={`${id}-hint`} style={{ marginInlineStart: 8, color: error ? COLORS.danger : COLORS.textSecondary, fontSize: 12 }}>
                    {error ? t(ERROR_TEXT[error], { max }) : t('orders.queue.ready.max', { max })}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p style={{ margin: '12px 0 0', fontWeight: 600 }} aria-live="polite">
        {t('orders.queue.ready.total', { count: totalPackages(orders, counts) })}
      </p>
    </div>
  );
}

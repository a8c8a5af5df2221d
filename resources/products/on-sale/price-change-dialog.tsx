import { useId, useState } from 'react';
import { Button, Flex, Input, Modal, Radio, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../src/controls/plain-text';
import { COLORS } from '../../../src/controls/colors';
import { formatMoney, THIN_SPACE } from '../../../src/format/money';
import { formatNumber } from '../../../src/format/number';
import { previewPrice, runnable, type PriceChange, type PricePreviewRow } from '../rules/bulk-price';
import { sanitizePrice } from '../rules/price-input';
import type { ProductOnSale } from '../types';
import type { BulkItem } from './use-products-bulk';

export type PriceDialogMode = 'best' | 'change';

interface Row extends PricePreviewRow {
  product: ProductOnSale;
}

/**
 * The bulk price change before it runs (issue 34): "the best price", or by an amount or a
 * percent, up or down; then each selected product's old and new price, and for a row the rules
 * refuse, why (below 101, the rounding of a percent, already the best). Confirm sends only the
 * rows with nothing against them.
 */
export function PriceChangeDialog({ mode, products, onCancel, onConfirm }: { mode: PriceDialogMode; products: ProductOnSale[]; onCancel(): void; onConfirm(items: BulkItem[]): void }) {
  const { t } = useTranslation();
  const valueId = useId();
  const [direction, setDirection] = useState<'up' | 'down'>('down');
  const [kind, setKind] = useState<'amount' | 'percent'>('percent');
  const [value, setValue] = useState('');

  const change: PriceChange | undefined = mode === 'best' ? { kind: 'best' } : value === '' ? undefined : { kind, direction, value: Number(value) };
  const rows: Row[] = change ? products.map((product) => ({ ...previewPrice(product, change), product })) : [];
  const toRun = runnable(rows);
  const skipped = rows.length - toRun.length;

  const confirm = () => {
    const bySku = new Map(products.map((p) => [p.sku, p]));
    onConfirm(toRun.map((r) => ({ product: bySku.get(r.sku)!, price: r.next })));
  };

  return (
    <Modal
      open
      onCancel={onCancel}
      title={t(mode === 'best' ? 'products.bulk.dialog.best' : 'products.bulk.dialog.change')}
      width={760}
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <SecondaryText aria-live="polite">
            {change && (
              <>
                {t('products.bulk.dialog.willChange', { count: toRun.length })}
                {skipped > 0 && ` · ${t('products.bulk.dialog.skipped', { count: skipped })}`}
              </>
            )}
          </SecondaryText>
          <Flex gap={8}>
            <Button onClick={onCancel}>{t('products.bulk.dialog.cancel')}</Button>
            <Button type="primary" disabled={toRun.length === 0} onClick={confirm}>
              {t('products.bulk.dialog.confirm', { count: toRun.length })}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {mode === 'best' ? (
        <Typography.Paragraph type="secondary">{t('products.bulk.dialog.bestRule')}</Typography.Paragraph>
      ) : (
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          <Flex gap={16} wrap align="center">
            <Radio.Group
              aria-label={t('products.bulk.dialog.direction')}
              optionType="button"
              value={direction}
              onChange={(e) => setDirection(e.target.value as 'up' | 'down')}
              options={[
                { value: 'down', label: t('products.bulk.dialog.down') },
                { value: 'up', label: t('products.bulk.dialog.up') },
              ]}
            />
            <Radio.Group
              aria-label={t('products.bulk.dialog.kind')}
              optionType="button"
              value={kind}
              onChange={(e) => setKind(e.target.value as 'amount' | 'percent')}
              options={[
                { value: 'percent', label: t('products.bulk.dialog.percent') },
                { value: 'amount', label: t('products.bulk.dialog.amount') },
              ]}
            />
            <Input
              id={valueId}
              aria-label={t(kind === 'amount' ? 'products.bulk.dialog.valueAmount' : 'products.bulk.dialog.valuePercent')}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              value={value}
              suffix={kind === 'amount' ? '₸' : '%'}
              onChange={(e) => setValue(sanitizePrice(e.target.value))}
              style={{ width: 140 }}
            />
          </Flex>
          {kind === 'percent' && <SecondaryText style={{ fontSize: 12 }}>{t('products.bulk.dialog.rounding')}</SecondaryText>}
        </Flex>
      )}
      {change ? <PreviewTable rows={rows} /> : <SecondaryText block>{t('products.bulk.dialog.enterValue')}</SecondaryText>}
    </Modal>
  );
}

/** Tenge with its fraction (before rounding), grouped as formatMoney groups: "1 699,15 ₸". */
const exactMoney = (value: number, lang: string): string => `${formatNumber(value, lang, { maximumFractionDigits: 2 }).replace(/[\s\u00a0\u202f]/g, THIN_SPACE)} ₸`;

function PreviewTable({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const note = (r: Row): string | undefined => {
    if (r.skip) return t(`products.bulk.skip.${r.skip}`);
    if (r.exact !== undefined) return t('products.bulk.rounded', { exact: exactMoney(r.exact, i18n.language) });
    return undefined;
  };
  const columns: TableColumnsType<Row> = [
    {
      key: 'product',
      title: t('products.bulk.dialog.product'),
      render: (_v, r) => (
        <>
          <span style={{ display: 'block' }}>{r.product.title.ru}</span>
          <SecondaryText style={{ fontSize: 12 }}>{r.product.merchant_sku}</SecondaryText>
        </>
      ),
    },
    { key: 'old', title: t('products.bulk.dialog.old'), width: 110, align: 'right', render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(r.old)}</span> },
    {
      key: 'next',
      title: t('products.bulk.dialog.next'),
      width: 110,
      align: 'right',
      render: (_v, r) =>
        r.next === undefined ? '—' : <span style={{ whiteSpace: 'nowrap', fontWeight: r.skip ? 400 : 600, textDecoration: r.skip ? 'line-through' : undefined }}>{formatMoney(r.next)}</span>,
    },
    { key: 'note', title: t('products.bulk.dialog.note'), width: 220, render: (_v, r) => <span style={{ color: r.skip ? COLORS.dangerStrong : COLORS.textSecondary, fontSize: 12 }}>{note(r)}</span> },
  ];
  // The rows scroll inside their own box (the dialog's buttons stay in view): a named region the
  // keyboard can reach and scroll (antd's scroll box is neither).
  return (
    <div role="region" aria-label={t('products.bulk.dialog.preview')} tabIndex={0} style={{ maxHeight: 360, overflow: 'auto', border: `1px solid ${COLORS.border}`, borderRadius: 6 }}>
      <Table<Row>
        size="small"
        rowKey="sku"
        columns={columns}
        dataSource={rows}
        pagination={false}
        style={{ minWidth: 560 }}
        onRow={(r) => (r.skip ? { style: { background: COLORS.muted } } : {})}
      />
    </div>
  );
}

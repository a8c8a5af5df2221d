import { useId, useState } from 'react';
import { Button, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../src/controls/plain-text';
import { previewPrice, runnable, type PriceChange } from '../rules/bulk-price';
import { sanitizePrice } from '../rules/price-input';
import type { ProductOnSale } from '../types';
import type { BulkItem } from './use-products-bulk';
import { PreviewTable, type PreviewRow as Row } from './price-preview';

export type PriceDialogMode = 'best' | 'change';

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

import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { BulkFailures, BulkRunProgress } from '../../../src/engine/bulk/bulk-outcome';
import { useRight, WithReason } from '../../../src/engine/rights';
import { COLORS } from '../../../src/controls/colors';
import type { ProductOnSale } from '../types';
import { PriceChangeDialog, type PriceDialogMode } from './price-change-dialog';
import { useShownProducts } from './row-patches';
import { useProductsBulk, type BulkItem, type BulkKind } from './use-products-bulk';

/**
 * The on-sale list's selection bar (issue 34): the count; put on or take off sale (products.sale,
 * as the switch), the best price and a price change (products.price, as the price editor), each
 * disabled with the reason without its right; reset. One progress for a run, then what failed
 * with why and "retry the failed". It stays while a run or its failures are on show.
 * `rows` are the selected rows as the list read them; the bar applies the seller's changes
 * (row-patches.ts) itself, so a run's changes re-render the bar, not the whole table.
 */
export function OnSaleBar({ rows, onClear }: { rows: ProductOnSale[]; onClear(): void }) {
  const { t } = useTranslation();
  const selected = useShownProducts(rows);
  const sale = useRight('products.sale');
  const price = useRight('products.price');
  const bulk = useProductsBulk();
  const [dialog, setDialog] = useState<PriceDialogMode | null>(null);
  const failures = bulk.result && bulk.result.failed.length > 0 ? bulk.result : null;
  if (selected.length === 0 && !bulk.running && !failures) return null;

  const run = async (kind: BulkKind, items: BulkItem[]) => {
    if (await bulk.start(kind, items)) onClear();
  };
  const toggle = (on: boolean) => void run(on ? 'enable' : 'disable', selected.filter((p) => p.is_enabled !== on).map((product) => ({ product })));
  const busy = bulk.running;

  return (
    <Flex
      role="region"
      aria-label={t('engine.list.bulkActions')}
      align="center"
      gap={8}
      wrap
      style={{ position: 'sticky', bottom: 16, zIndex: 20, margin: '12px 0 0', padding: '10px 16px', background: COLORS.surface, borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.16)' }}
    >
      {selected.length > 0 && (
        <>
          <strong aria-live="polite" style={{ fontWeight: 600, marginInlineEnd: 4 }}>
            {t('products.bulk.selected', { count: selected.length })}
          </strong>
          <WithReason reason={sale.reason}>
            <Button disabled={!sale.allowed || busy} loading={busy && bulk.kind === 'enable'} onClick={() => toggle(true)}>
              {t('products.bulk.enable')}
            </Button>
          </WithReason>
          <WithReason reason={sale.reason}>
            <Button danger disabled={!sale.allowed || busy} loading={busy && bulk.kind === 'disable'} onClick={() => toggle(false)}>
              {t('products.bulk.disable')}
            </Button>
          </WithReason>
          <WithReason reason={price.reason}>
            <Button type="primary" disabled={!price.allowed || busy} loading={busy && bulk.kind === 'price'} onClick={() => setDialog('best')}>
              {t('products.bulk.best')}
            </Button>
          </WithReason>
          <WithReason reason={price.reason}>
            <Button disabled={!price.allowed || busy} onClick={() => setDialog('change')}>
              {t('products.bulk.change')}
            </Button>
          </WithReason>
          <Button type="link" disabled={busy} onClick={onClear}>
            {t('products.bulk.clear')}
          </Button>
        </>
      )}
      {bulk.progress && bulk.kind && <BulkRunProgress compact text={t(`products.bulk.running.${bulk.kind}`, bulk.progress)} {...bulk.progress} />}
      {failures && !busy && (
        <BulkFailures<BulkItem>
          result={failures}
          title={failures.kind === 'none' ? t('products.bulk.none', { failed: failures.failed.length }) : t('products.bulk.some', { done: failures.succeeded.length, failed: failures.failed.length })}
          listLabel={t('products.bulk.failedList')}
          retryLabel={t('products.bulk.retry', { count: failures.failed.length })}
          itemKey={(item) => item.product.sku}
          itemName={(item) => `${item.product.title.ru} (${item.product.merchant_sku})`}
          retrying={busy}
          onRetry={() => void bulk.retry().then((all) => all && onClear())}
          maxHeight={240}
        />
      )}
      {dialog && (
        <PriceChangeDialog
          mode={dialog}
          products={selected}
          onCancel={() => setDialog(null)}
          onConfirm={(items) => {
            setDialog(null);
            void run('price', items);
          }}
        />
      )}
    </Flex>
  );
}

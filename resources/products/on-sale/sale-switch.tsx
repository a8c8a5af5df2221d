import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, trackEvent } from '../../../providers/analytics';
import type { ProductOnSale } from '../types';
import { useRight, WithReason } from '../../../src/engine/rights';
import { useUndo } from '../../../src/engine/undo/use-undo';
import { productsApi, useProductListsChanged, useProductToasts } from '../products-services';
import { patchRow, rowPatch, useShownProduct } from './row-patches';
import { COLORS } from '../../../src/controls/colors';

/**
 * The on-sale switch (spec 3 §4, §8): moves at once (optimistic), sends enable or disable with
 * the sku, and on failure moves back with the failure toast. While its call runs it is loading
 * and further clicks send nothing; other rows' switches are independent. Taking a product off
 * sale offers "Отменить" for the toast's 7 s (issue 33): it is off sale at once (a product out of
 * stock must stop selling now) and the undo sends enable, the spec's inverse; an undo that fails
 * says so and the row shows the real state.
 */
export function SaleSwitch({ product }: { product: ProductOnSale }) {
  const { t } = useTranslation();
  const toasts = useProductToasts();
  const changed = useProductListsChanged();
  const { shown, pending } = useShownProduct(product);
  const title = product.title.ru;
  // Issue 28: taking off and putting on sale needs products.sale; without it the switch stays, disabled, with the reason.
  const sale = useRight('products.sale');

  const offerUndo = useUndo();
  const undoKey = `product-status-undo-${product.sku}`;
  const putBack = async () => {
    patchRow(product.sku, { enabled: false, pending: true });
    try {
      await productsApi.toggle(product.sku, true);
      patchRow(product.sku, { enabled: true, pending: false });
    } catch (error) {
      patchRow(product.sku, { enabled: false, pending: false });
      throw error;
    }
  };
  const offerPutBack = (key: string) =>
    offerUndo({
      key,
      message: t('products.toasts.disabled', { title }),
      undo: putBack,
      onUndone: () => {
        toasts.success(undoKey, t('products.toasts.enabled', { title }));
        void changed('products');
      },
      onFailed: (error) => {
        const shown = toasts.describe(error);
        toasts.failure(undoKey, t('engine.undo.failed', { message: shown.text }), shown.detail);
        void changed('products');
      },
    });

  const toggle = async (next: boolean) => {
    if (!sale.allowed || rowPatch(product.sku)?.pending) return;
    patchRow(product.sku, { enabled: next, pending: true });
    const key = `product-status-${product.sku}`;
    try {
      await productsApi.toggle(product.sku, next);
      patchRow(product.sku, { enabled: next, pending: false });
      if (next) toasts.success(key, t('products.toasts.enabled', { title }));
      else offerPutBack(key);
      trackEvent(next ? ANALYTICS_EVENTS.putOnSale : ANALYTICS_EVENTS.takenOffSale, { sku: product.sku });
      void changed('products');
    } catch (error) {
      patchRow(product.sku, { enabled: !next, pending: false });
      const shown = toasts.describe(error);
      toasts.failure(key, t('products.toasts.toggleFailed', { title, message: shown.text }), shown.detail);
    }
  };

  return (
    <WithReason reason={sale.reason}>
      <Switch checked={shown.is_enabled} loading={pending} disabled={!sale.allowed} onChange={(next) => void toggle(next)} aria-label={t('products.toggleLabel', { title })} />
    </WithReason>
  );
}

/** The status text beside the switch; follows it at once. */
export function SaleStatus({ product }: { product: ProductOnSale }) {
  const { t } = useTranslation();
  const { shown } = useShownProduct(product);
  return <span style={{ color: shown.is_enabled ? COLORS.success : COLORS.textSecondary }}>{t(shown.is_enabled ? 'products.status.enabled' : 'products.status.disabled')}</span>;
}

import { Button, Flex } from 'antd';
import { ExportOutlined, TrophyOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOnSale } from '../types';
import { SecondaryText } from '../../../src/controls/plain-text';
import { useRight, WithReason } from '../../../src/engine/rights';
import { formatMoney } from '../../../src/format/money';
import { productPageUrl } from '../rules/marketplace-link';
import { aboveMin, barLabelAnchor, barPercent, bestPriceSuggestion, discountPercent, percentOf, pricePosition } from '../rules/price-position';
import { amountText } from './price-text';
import { COLORS } from '../../../src/controls/colors';

const ANCHOR_SHIFT = { start: '0%', center: '-50%', end: '-100%' } as const;

/**
 * The price-comparison card (spec 3 §2): "Цены", other sellers, the product page on the site,
 * the range bar (min, max, own; the old price with its discount), how far from the minimum,
 * the best-price panel when not best (with the one-click suggestion) and the change button.
 */
export function PriceCard({ product, onEdit }: { product: ProductOnSale; onEdit(initial?: number): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const own = product.price.current;
  const e = product.price_extremum;
  const position = pricePosition(own, e);
  const at = barPercent(own, e);
  const discount = discountPercent(own, product.price.old);
  const suggestion = bestPriceSuggestion(own, e);
  const above = aboveMin(own, e);
  // Issue 28: changing the price needs products.price; the card stays readable, its edit buttons say why not.
  const edit = useRight('products.price');

  const line =
    position === 'best'
      ? t('products.card.cheaper', { amount: amountText(t, e.max - own), percent: percentOf(e.max - own, e.max) })
      : position === 'same'
        ? t('products.card.sameAsMin', { count: Math.max(0, e.min_price_counter - 1) })
        : t('products.card.moreThanMin', { amount: amountText(t, above), percent: percentOf(above, e.min) });

  return (
    // Never wider than a narrow phone leaves beside the popover's padding and the page's margins.
    <section aria-labelledby={titleId} style={{ width: 320, maxWidth: 'calc(100vw - 56px)' }}>
      <Flex justify="space-between" align="baseline" gap={8}>
        <h3 id={titleId} style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>
          {t('products.card.title')}
        </h3>
        <a href={productPageUrl(product.sku)} target="_blank" rel="noopener noreferrer">
          {t('products.card.onSite')} <ExportOutlined aria-hidden />
        </a>
      </Flex>
      <SecondaryText block>{t('products.card.sellers', { count: Math.max(0, e.count - 1) })}</SecondaryText>

      <div style={{ position: 'relative', margin: '28px 0 8px', height: 6, borderRadius: 3, background: 'linear-gradient(90deg, #95de64, #ffd666, #ff7875)' }}>
        <span aria-hidden style={{ position: 'absolute', left: `${at}%`, top: -4, width: 14, height: 14, marginLeft: -7, borderRadius: '50%', background: COLORS.primary, border: `2px solid ${COLORS.surface}`, boxShadow: `0 0 0 1px ${COLORS.primary}` }} />
        <span style={{ position: 'absolute', left: `${at}%`, bottom: 12, transform: `translateX(${ANCHOR_SHIFT[barLabelAnchor(at)]})`, whiteSpace: 'nowrap', fontSize: 12, fontWeight: 600 }}>
          {t('products.card.yours')}: {formatMoney(own)}
        </span>
      </div>
      <Flex justify="space-between" style={{ fontSize: 12 }}>
        <span>
          {t('products.card.min')} {formatMoney(e.min)}
        </span>
        <span>
          {t('products.card.max')} {formatMoney(e.max)}
        </span>
      </Flex>
      {discount !== undefined && (
        <SecondaryText block style={{ fontSize: 12, marginTop: 4 }}>
          {t('products.card.old', { price: formatMoney(product.price.old), percent: discount })}
        </SecondaryText>
      )}
      <p style={{ margin: '8px 0' }}>{line}</p>

      {suggestion !== undefined && (
        <div style={{ padding: '8px 12px', borderRadius: 6, background: '#f6ffed', border: '1px solid #b7eb8f', marginBottom: 8 }}>
          <strong style={{ display: 'block' }}>
            <TrophyOutlined aria-hidden /> {t('products.card.bestTitle')}
          </strong>
          <SecondaryText block style={{ fontSize: 12 }}>
            {t('products.card.bestText')}
          </SecondaryText>
          <div style={{ marginTop: 6 }}>
            <WithReason reason={edit.reason}>
              <Button size="small" disabled={!edit.allowed} onClick={() => onEdit(suggestion)}>
                {t('products.card.setBest', { price: formatMoney(suggestion) })}
              </Button>
            </WithReason>
          </div>
        </div>
      )}
      <WithReason reason={edit.reason} block>
        <Button type="primary" block disabled={!edit.allowed} onClick={() => onEdit()}>
          {t('products.card.change')}
        </Button>
      </WithReason>
    </section>
  );
}

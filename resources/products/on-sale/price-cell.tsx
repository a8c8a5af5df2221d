import { Popover, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOnSale } from '../types';
import { onDemand, useOnDemand } from '../../../src/controls/on-demand';
import { useRight, WithReason } from '../../../src/engine/rights';
import { formatMoney } from '../../../src/format/money';
import { aboveMin, pricePosition, type PricePosition } from '../rules/price-position';
import { amountText } from './price-text';
import { useShownProduct } from './row-patches';
import { COLORS } from '../../../src/controls/colors';

/** The comparison card and the editor load when a price is first clicked. */
export const pricePopover = onDemand(() => import('./price-popover'));

// Dark enough for 4.5:1 on white (and on the row's hover grey).
const LABEL_COLOURS: Record<PricePosition, string> = { best: COLORS.success, same: COLORS.info, max: COLORS.dangerStrong, expensive: COLORS.warning, none: '' };

const BUTTON_STYLE = { background: 'none', border: 0, padding: 0, font: 'inherit', color: 'inherit', cursor: 'pointer', display: 'block', textAlign: 'right', marginInlineStart: 'auto' } as const;

/** The price label of spec 3 §2 (best, same as everyone, more expensive by an amount); none shows nothing. */
export function PriceLabel({ product }: { product: ProductOnSale }) {
  const { t } = useTranslation();
  const position = pricePosition(product.price.current, product.price_extremum);
  if (position === 'none') return null;
  const text =
    position === 'best' ? t('products.price.best') : position === 'same' ? t('products.price.same') : t('products.price.more', { amount: amountText(t, aboveMin(product.price.current, product.price_extremum)) });
  return <span style={{ display: 'block', fontSize: 12, lineHeight: '16px', color: LABEL_COLOURS[position], whiteSpace: 'nowrap' }}>{text}</span>;
}

/**
 * The price cell (spec 3 §2): the price and its label; a click opens the popover — the
 * comparison card, or the editor straight away when there is nothing to compare.
 */
export function PriceCell({ product }: { product: ProductOnSale }) {
  const { t } = useTranslation();
  const { shown } = useShownProduct(product);
  const [open, setOpen] = useState(false);
  const { module } = useOnDemand(pricePopover, open);
  const Content = module?.PricePopoverContent;
  const editFirst = pricePosition(shown.price.current, shown.price_extremum) === 'none';
  const price = formatMoney(shown.price.current);
  // Issue 28: with nothing to compare the click goes straight to the editor, which needs
  // products.price; without it the price stays shown and the cell says why it does not open.
  // The comparison card is reading: it opens for everyone, its edit buttons say why not.
  const edit = useRight('products.price');
  if (editFirst && !edit.allowed) {
    return (
      <WithReason reason={edit.reason} block>
        <button type="button" disabled aria-label={t('products.price.edit', { price })} style={{ ...BUTTON_STYLE, cursor: 'not-allowed' }}>
          <span style={{ display: 'block', whiteSpace: 'nowrap', fontWeight: 500 }}>{price}</span>
          <PriceLabel product={shown} />
        </button>
      </WithReason>
    );
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      destroyOnHidden
      content={Content ? <Content product={shown} startEditing={editFirst} onClose={() => setOpen(false)} /> : <Spin size="small" />}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t(editFirst ? 'products.price.edit' : 'products.price.open', { price })}
        onMouseEnter={() => void pricePopover.load().catch(() => undefined)}
        style={BUTTON_STYLE}
      >
        <span style={{ display: 'block', whiteSpace: 'nowrap', fontWeight: 500, borderBottom: '1px dashed rgba(0,0,0,0.35)' }}>{price}</span>
        <PriceLabel product={shown} />
      </button>
    </Popover>
  );
}

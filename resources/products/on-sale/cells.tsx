import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOnSale } from '../types';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { SecondaryText } from '../../../src/controls/plain-text';
import { formatMoney } from '../../../src/format/money';
import { formatPercent, percentFraction } from '../../../src/format/percent';
import { productPageUrl } from '../rules/marketplace-link';
import { Picture } from '../../../src/controls/picture';

/** The list's search text, for highlighting it in the partner sku (spec 3 §2). */
export const SearchContext = createContext<string | undefined>(undefined);

/** The text with the first case-insensitive match of the search marked. */
export function highlightParts(text: string, search: string | undefined): [before: string, match: string, after: string] | undefined {
  const needle = search?.trim().toLowerCase();
  if (!needle) return undefined;
  const at = text.toLowerCase().indexOf(needle);
  if (at < 0) return undefined;
  return [text.slice(0, at), text.slice(at, at + needle.length), text.slice(at + needle.length)];
}

export function PartnerSku({ product }: { product: ProductOnSale }) {
  const parts = highlightParts(product.merchant_sku, useContext(SearchContext));
  if (!parts) return <>{product.merchant_sku}</>;
  return (
    <>
      {parts[0]}
      <mark style={{ padding: 0, background: '#ffe58f' }}>{parts[1]}</mark>
      {parts[2]}
    </>
  );
}

export function ProductImage({ product }: { product: ProductOnSale }) {
  const { t } = useTranslation();
  return <Picture url={product.image_url} alt={t('products.imageAlt', { title: product.title.ru })} width={40} height={40} lazy style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />;
}

export function ProductTitle({ product }: { product: ProductOnSale }) {
  const { t } = useTranslation();
  return (
    <a href={productPageUrl(product.sku)} target="_blank" rel="noopener noreferrer" aria-label={t('products.openOnSite', { title: product.title.ru })} style={{ display: 'block', minWidth: 0 }}>
      <EllipsisText title={product.title.ru}>{product.title.ru}</EllipsisText>
    </a>
  );
}

/** Spec 1 §9: a percent from the server is in hundredths of a percent (1250 → 12,5 %). */
export const rateText = (hundredths: number, lang: string): string => formatPercent(percentFraction(hundredths), lang);

/** A money value with a percent under it (commission, markup; the rate in hundredths of a percent). */
export function MoneyWithRate({ value, rate }: { value: number; rate: number }) {
  const { i18n } = useTranslation();
  return (
    <>
      <span style={{ display: 'block', whiteSpace: 'nowrap' }}>{formatMoney(value)}</span>
      <SecondaryText style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{rateText(rate, i18n.language)}</SecondaryText>
    </>
  );
}

import type { TFunction } from 'i18next';
import { formatMoney, THIN_SPACE } from '../../../src/format/money';
import { abbreviated } from '../rules/price-position';

/** A price difference: whole tenge up to 99 999, thousands above (spec 3 §2). */
export function amountText(t: TFunction, amount: number): string {
  const { value, thousands } = abbreviated(amount);
  if (!thousands) return formatMoney(value);
  return t('products.price.thousands', { value: String(value).replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE) });
}

import type { OldInstallment, ProductInfo } from '../installments-api';

/**
 * Which products may join an old-programme promotion: only those whose price lies within
 * its bounds (inclusive) and that are not already in a promotion; the others say why.
 */
export type Refusal = 'below' | 'above' | 'enrolled';

export function refusalOf(p: Pick<ProductInfo, 'price' | 'installment'>, x: Pick<OldInstallment, 'min_product_price' | 'max_product_price'>): Refusal | undefined {
  if (p.installment) return 'enrolled';
  if (p.price.current < x.min_product_price) return 'below';
  if (p.price.current > x.max_product_price) return 'above';
  return undefined;
}

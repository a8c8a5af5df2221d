import { useState } from 'react';
import type { ProductOnSale } from '../types';
import { PriceCard } from './price-card';
import { PriceEditor } from './price-editor';

export interface PricePopoverProps {
  product: ProductOnSale;
  /** Nothing to compare (position none): the editor opens at once (spec 3 §2). */
  startEditing: boolean;
  onClose(): void;
}

/** The price popover: the comparison card until the seller chooses to edit, then the editor. */
export function PricePopoverContent({ product, startEditing, onClose }: PricePopoverProps) {
  const [editing, setEditing] = useState<{ initial: number } | undefined>(startEditing ? { initial: product.price.current } : undefined);
  if (editing) return <PriceEditor product={product} initial={editing.initial} onClose={onClose} />;
  return <PriceCard product={product} onEdit={(initial) => setEditing({ initial: initial ?? product.price.current })} />;
}

import { useCallback, useMemo, useState } from 'react';
import type { Order, OrderProduct, ProductQuantity } from '../orders-api';
import { cancelProductsBody } from '../rules/payloads';
import { allRemoved, cancelEditing, canEditProducts, removeLine, restoreLine, setQuantity } from '../rules/product-editing';

/** A product line as the editor holds it (spec 2 §3 "client-side only: removed"). */
export type EditLine = OrderProduct & { removed: boolean };

/**
 * Editable lines of an order. `initial_quantity` is the client-side one of spec 2 §3: the
 * quantity the line has when editing begins (an earlier partial cancel cannot be undone), so
 * the cap, the restore and "initial minus current" of the cancel call all count from there.
 */
export function linesOf(order: Pick<Order, 'products'>): EditLine[] {
  return order.products.map((p) => ({ ...p, initial_quantity: p.is_active ? p.quantity : p.initial_quantity, removed: false }));
}

/**
 * The product-editing state of one order (desktop table, list expansion and mobile share it).
 * `start` keeps a copy of the lines; `cancel` (Escape or the cancel button) brings it back.
 * `setQuantity` ignores empty input and caps at initial_quantity, returning `tooHigh` for the
 * tooltip 'orders_details_products_quantity_error'. `changes` is what the cancel call sends.
 */
export function useProductEditing(order: Order) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<EditLine[]>(() => linesOf(order));
  const [lines, setLines] = useState<EditLine[]>(() => linesOf(order));
  const [sourceOrder, setSourceOrder] = useState(order);

  // A refreshed order (after a save or a decision) replaces the lines when not editing.
  if (sourceOrder !== order && !editing) {
    setSourceOrder(order);
    setLines(linesOf(order));
    setSaved(linesOf(order));
  }

  const start = useCallback(() => {
    setSaved(lines.map((l) => ({ ...l })));
    setEditing(true);
  }, [lines]);

  const cancel = useCallback(() => {
    setLines(cancelEditing(saved));
    setEditing(false);
  }, [saved]);

  /** Ends editing keeping the current lines (after a successful save). */
  const finish = useCallback(() => setEditing(false), []);

  const changeQuantity = useCallback(
    (sku: string, input: string): { tooHigh: boolean } => {
      const next = setQuantity(lines, sku, input);
      setLines(next.lines);
      return { tooHigh: next.tooHigh };
    },
    [lines],
  );

  const remove = useCallback((sku: string) => setLines((current) => removeLine(current, sku)), []);
  const restore = useCallback((sku: string) => setLines((current) => restoreLine(current, sku)), []);

  const changes: ProductQuantity[] = useMemo(() => cancelProductsBody(lines), [lines]);

  return {
    editable: canEditProducts(order),
    editing,
    lines,
    start,
    cancel,
    finish,
    changeQuantity,
    remove,
    restore,
    changes,
    changed: changes.length > 0,
    everythingRemoved: allRemoved(lines),
  };
}

export type ProductEditing = ReturnType<typeof useProductEditing>;

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Button, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { LockNotice } from '../actions/lock-notice';
import { RejectDialog } from '../actions/reject-dialog';
import { CancelOfferDialog } from './cancel-offer-dialog';
import { ListBottomBar } from './list-bottom-bar';
import { lineState, productColumns } from './product-columns';
import { ProductsToolbar } from './products-toolbar';
import { useCancelOffer } from './use-cancel-offer';
import type { EditLine, ProductEditing } from './use-product-editing';
import { useSaveProducts } from './use-save-products';
import { useTableFits } from '../../../src/engine/table-fit';

/** The product lines' columns need this much; a narrower card scrolls the table sideways. */
const PRODUCTS_MIN_WIDTH = 760;

export interface OrderProductsTableProps {
  order: Order;
  /** The editing state, owned by the screen (useProductEditing) so its actions see the same lines. */
  editing: ProductEditing;
  /** details: toolbar above the table; list: inside an expanded row, bottom bar while editing. */
  variant: 'details' | 'list';
}

/** Escape anywhere on the page cancels the edit, unless a dialog has the key (it closes itself). */
function useEscapeCancels(active: boolean, cancel: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('.ant-modal-root, .ant-modal-wrap, .ant-select-dropdown')) return;
      // Taken: the details page's Esc (back to the list) leaves it alone.
      event.preventDefault();
      cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, cancel]);
}

/**
 * The order's product lines (image, title, SKUs, price, quantity, total, commission, state)
 * and their editing (spec 2 §4 "Editing products"): quantities go down only, 0 or the remove
 * button marks a line removed, restore brings back its initial quantity, Escape or cancel
 * restores the lines, Save sends only what changed. Removing every product offers cancelling
 * the whole order: a question first, then ACTIONS' RejectDialog (mode 'cancel').
 */
export function OrderProductsTable({ order, editing, variant }: OrderProductsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saving = useSaveProducts(order, editing);
  const cancelOffer = useCancelOffer(editing);
  const compact = variant === 'list';
  // Sideways scrolling only where the card is narrower (issue 30): antd's scroll.x adds a hidden measure row read on every render.
  const box = useRef<HTMLDivElement>(null);
  const fits = useTableFits(box, PRODUCTS_MIN_WIDTH);
  const { lines, cancel, changeQuantity, remove, restore } = editing;

  const cancelEdit = useCallback(() => {
    if (saving.busy) return;
    cancel();
  }, [cancel, saving.busy]);
  useEscapeCancels(editing.editing && cancelOffer.step === 'none', cancelEdit);

  const columns = useMemo(
    () =>
      productColumns({
        t,
        editing: editing.editing,
        compact,
        locked: saving.busy,
        showState: editing.editing || lines.some((l) => lineState(l) !== 'active'),
        onQuantity: changeQuantity,
        onRemove: remove,
        onRestore: restore,
      }),
    [t, editing.editing, compact, saving.busy, lines, changeQuantity, remove, restore],
  );

  const save = () => {
    if (editing.everythingRemoved) {
      cancelOffer.offer();
      return;
    }
    void saving.save();
  };

  const start = () => {
    editing.start();
    // The first quantity field gets the focus, so Escape and typing work at once.
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-order-products="${order.id}"] input`)?.focus());
  };

  const editButtons = (
    <>
      <Button size={compact ? 'small' : 'middle'} onClick={cancelEdit} disabled={saving.busy}>
        {t('orders.products.cancel')}
      </Button>
      <Button size={compact ? 'small' : 'middle'} type="primary" loading={saving.busy} onClick={save}>
        {t('orders.products.save')}
      </Button>
    </>
  );

  return (
    <section aria-label={t('orders.products.title')} data-order-products={order.id}>
      <ProductsToolbar order={order} editing={editing} variant={variant} onStart={start} editButtons={editButtons} />
      {editing.editing && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {t('orders.products.editingHint')}
        </Typography.Paragraph>
      )}
      {saving.busy && (
        <div style={{ marginBottom: 8 }}>
          <LockNotice state={saving.lockState} onStop={saving.stop} />
        </div>
      )}
      <div ref={box}>
        <Table<EditLine>
          rowKey="sku"
          size={compact ? 'small' : 'middle'}
          columns={columns}
          dataSource={lines}
          pagination={false}
          tableLayout="fixed"
          scroll={fits ? undefined : { x: PRODUCTS_MIN_WIDTH }}
        />
      </div>
      {editing.editing && variant === 'list' && (
        <ListBottomBar orderId={order.id} changes={editing.changes.length}>
          {editButtons}
        </ListBottomBar>
      )}
      <CancelOfferDialog open={cancelOffer.step === 'offer'} onConfirm={cancelOffer.confirm} onClose={cancelOffer.close} />
      <RejectDialog
        order={order}
        open={cancelOffer.step === 'reject'}
        mode="cancel"
        lines={lines}
        onClose={cancelOffer.close}
        onDone={() => {
          cancelOffer.close();
          editing.finish();
          if (variant === 'details') navigate('/orders');
        }}
      />
    </section>
  );
}

import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import type { ProductEditing } from './use-product-editing';

export interface ProductsToolbarProps {
  order: Order;
  editing: ProductEditing;
  variant: 'details' | 'list';
  onStart(): void;
  /** Cancel and Save (the list shows them in its bottom bar instead). */
  editButtons: ReactNode;
}

/** Why an order's lines cannot be edited, when the reason is the order's kind (spec 2 §4). */
function notEditableKey(order: Order): string | undefined {
  if (order.storage_type === 'fbo') return 'orders.products.notEditable.fbo';
  if (!order.payment.dividable) return 'orders.products.notEditable.indivisible';
  return undefined;
}

/**
 * Above the lines: on the details page the section title, the count of changes and the
 * edit / cancel / save buttons; in a list row only the small edit button (when editable).
 */
export function ProductsToolbar({ order, editing, variant, onStart, editButtons }: ProductsToolbarProps) {
  const { t } = useTranslation();
  const editButton = (
    <Button size={variant === 'list' ? 'small' : 'middle'} icon={<EditOutlined />} onClick={onStart}>
      {t('orders.products.edit')}
    </Button>
  );
  if (variant === 'list') {
    if (editing.editing || !editing.editable) return null;
    return (
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        {editButton}
      </Flex>
    );
  }
  const reason = editing.editable ? undefined : notEditableKey(order);
  return (
    <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 8, minHeight: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('orders.products.title')}
      </Typography.Title>
      <Flex align="center" gap={8} wrap>
        {editing.editing && (
          <>
            <Typography.Text type="secondary" aria-live="polite">
              {t('orders.products.changes', { count: editing.changes.length })}
            </Typography.Text>
            {editButtons}
          </>
        )}
        {!editing.editing && editing.editable && editButton}
        {reason && <Typography.Text type="secondary">{t(reason)}</Typography.Text>}
      </Flex>
    </Flex>
  );
}

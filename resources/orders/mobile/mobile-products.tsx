import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductEditing } from '../products/use-product-editing';
import { ProductLine } from './product-line';

export interface MobileProductsProps {
  editing: ProductEditing;
  /** A save is under way: the controls wait. */
  busy: boolean;
}

/**
 * The order's composition on a phone (spec 2 §2): product lines, and while editing the
 * quantity steppers (never above the initial quantity, spec 2 §5) and remove/restore.
 */
export function MobileProducts({ editing, busy }: MobileProductsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [tooHighSku, setTooHighSku] = useState<string | null>(null);
  const quantity = (sku: string, input: string) => setTooHighSku(editing.changeQuantity(sku, input).tooHigh ? sku : null);

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} id={titleId} style={{ fontSize: 16, margin: 0 }}>
          {t('orders.mobile.details.composition')}
        </Typography.Title>
      }
      extra={
        editing.editable && !editing.editing ? (
          <Button type="link" icon={<EditOutlined aria-hidden />} onClick={editing.start} style={{ paddingInline: 4 }}>
            {t('orders.mobile.details.edit')}
          </Button>
        ) : undefined
      }
      styles={{ body: { paddingBlock: 0 } }}
    >
      <section aria-labelledby={titleId}>
        {editing.lines.map((line) => (
          <ProductLine
            key={line.sku}
            line={line}
            editing={editing.editing}
            tooHigh={tooHighSku === line.sku}
            disabled={busy}
            onQuantity={(input) => quantity(line.sku, input)}
            onRemove={() => {
              setTooHighSku(null);
              editing.remove(line.sku);
            }}
            onRestore={() => {
              setTooHighSku(null);
              editing.restore(line.sku);
            }}
          />
        ))}
      </section>
    </Card>
  );
}

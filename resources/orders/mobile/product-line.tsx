import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/format/money';
import type { EditLine } from '../products/use-product-editing';
import { QuantityStepper } from './quantity-stepper';
import { mediaUrl } from '../../../providers/media-url';
import { COLORS } from '../../../src/controls/colors';

export interface ProductLineProps {
  line: EditLine;
  /** Steppers and remove/restore are shown. */
  editing: boolean;
  /** The last change asked for more than the initial quantity. */
  tooHigh: boolean;
  onQuantity(input: string): void;
  onRemove(): void;
  onRestore(): void;
  disabled?: boolean;
}

const IMAGE = 56;

/** One product of the composition: picture, title, price × quantity; the editor when editing. */
export function ProductLine({ line, editing, tooHigh, onQuantity, onRemove, onRestore, disabled }: ProductLineProps) {
  const { t } = useTranslation();
  const title = line.title.ru;
  const muted = line.removed || !line.is_active;
  return (
    <Flex gap={12} style={{ paddingBlock: 12, borderTop: `1px solid ${COLORS.border}` }}>
      <div style={{ width: IMAGE, height: IMAGE, flex: 'none', borderRadius: 6, background: COLORS.page, overflow: 'hidden', opacity: muted ? 0.5 : 1 }}>
        {line.image_url && <img src={mediaUrl(line.image_url)} alt="" width={IMAGE} height={IMAGE} style={{ objectFit: 'contain', display: 'block' }} />}
      </div>
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Paragraph delete={line.removed} type={muted ? 'secondary' : undefined} ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {title}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('orders.mobile.details.sku', { sku: line.merchant_sku || line.sku })}
        </Typography.Text>
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Typography.Text type={muted ? 'secondary' : undefined}>
            {formatMoney(line.price)} × {line.removed ? line.initial_quantity : line.quantity}
          </Typography.Text>
          {line.removed && <Tag style={{ marginInlineEnd: 0 }}>{t('orders.mobile.details.removed')}</Tag>}
          {!line.is_active && <Tag style={{ marginInlineEnd: 0 }}>{t('orders.mobile.details.inactive')}</Tag>}
          {line.is_active && !line.removed && <Typography.Text strong>{formatMoney(line.price * line.quantity)}</Typography.Text>}
        </Flex>
        {editing && line.is_active && (
          <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 4 }}>
            {line.removed ? (
              <Button icon={<UndoOutlined aria-hidden />} onClick={onRestore} disabled={disabled} aria-label={t('orders.mobile.details.restoreLabel', { title })}>
                {t('orders.mobile.details.restore')}
              </Button>
            ) : (
              <>
                <QuantityStepper value={line.quantity} title={title} onChange={onQuantity} disabled={disabled} />
                <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onRemove} disabled={disabled} aria-label={t('orders.mobile.details.removeLabel', { title })}>
                  {t('orders.mobile.details.remove')}
                </Button>
              </>
            )}
          </Flex>
        )}
        {editing && tooHigh && (
          <Typography.Text type="danger" role="alert">
            {t('orders_details_products_quantity_error', { max: line.initial_quantity })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

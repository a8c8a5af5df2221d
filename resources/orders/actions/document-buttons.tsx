import { FilePdfOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { useFileDownload } from '../../../src/controls/use-file-download';
import { ordersApi } from '../orders-services';

/** File names the seller can find again: order-604748909-stickers.pdf, order-604748909-act.pdf. */
export const documentFileName = (orderId: string, kind: 'stickers' | 'act'): string => `order-${orderId}-${kind}.pdf`;

/**
 * Stickers and the handover act of an assembled order (spec 2 §4), downloaded as PDFs with a
 * pending toast while generated and an error toast on failure (spec 2 §8). Not changes: no
 * lock wait, and each document has its own one-at-a-time download.
 */
export function DocumentButtons({ order, buttonProps, short, iconOnly }: { order: Order; buttonProps: ButtonProps; short: boolean; iconOnly?: boolean }) {
  const { t } = useTranslation();
  const stickers = useFileDownload();
  const act = useFileDownload();
  return (
    <>
      <Button
        {...buttonProps}
        icon={<FilePdfOutlined />}
        loading={stickers.running}
        onClick={() =>
          void stickers.download(() => ordersApi.stickers(order.id), documentFileName(order.id, 'stickers'), {
            pending: t('orders.actions.documents.stickersPending', { id: order.id }),
            error: t('orders.actions.documents.stickersError'),
          })
        }
        // In a table row only the icons show (the row's actions must not cover its money); the name stays for screen readers and on hover.
        aria-label={iconOnly ? t('orders.actions.stickers') : undefined}
        title={iconOnly ? t('orders.actions.stickers') : undefined}
      >
        {!iconOnly && t('orders.actions.stickers')}
      </Button>
      <Button
        {...buttonProps}
        icon={<FilePdfOutlined />}
        loading={act.running}
        onClick={() =>
          void act.download(() => ordersApi.act(order.id), documentFileName(order.id, 'act'), {
            pending: t('orders.actions.documents.actPending', { id: order.id }),
            error: t('orders.actions.documents.actError'),
          })
        }
        aria-label={iconOnly ? t('orders.actions.act') : undefined}
        title={iconOnly ? t('orders.actions.act') : undefined}
      >
        {!iconOnly && t(short ? 'orders.actions.short.act' : 'orders.actions.act')}
      </Button>
    </>
  );
}

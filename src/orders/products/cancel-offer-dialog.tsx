import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CancelOfferDialogProps {
  open: boolean;
  /** Goes on to the reject/cancel dialog. */
  onConfirm(): void;
  /** Back to editing (the lines stay removed; a product can be restored). */
  onClose(): void;
}

/** Spec 2 §4: every product removed → "Отменить заказ?" / "Вы убрали все товары, может хотите отменить весь заказ?". */
export function CancelOfferDialog({ open, onConfirm, onClose }: CancelOfferDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('orders.products.cancelOffer.title')}
      okText={t('orders.products.cancelOffer.confirm')}
      cancelText={t('orders.products.cancelOffer.back')}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onClose}
      width={416}
      destroyOnHidden
    >
      {t('orders.products.cancelOffer.text')}
    </Modal>
  );
}

import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CancelOfferDialogProps {
  open: boolean;
  /** On a phone: full-width large buttons side by side. */
  phone?: boolean;
  /** Goes on to the reject/cancel dialog. */
  onConfirm(): void;
  /** Back to editing (the lines stay removed; a product can be restored). */
  onClose(): void;
}

/** Spec 2 §4: every product removed → "Отменить заказ?" / "Вы убрали все товары, может хотите отменить весь заказ?". */
export function CancelOfferDialog({ open, phone = false, onConfirm, onClose }: CancelOfferDialogProps) {
  const { t } = useTranslation();
  const phoneFooter = (
    <Flex gap={8}>
      <Button block size="large" onClick={onClose}>
        {t('orders.products.cancelOffer.phoneBack')}
      </Button>
      <Button block size="large" type="primary" danger onClick={onConfirm}>
        {t('orders.products.cancelOffer.confirm')}
      </Button>
    </Flex>
  );
  return (
    <Modal
      open={open}
      title={t('orders.products.cancelOffer.title')}
      okText={t('orders.products.cancelOffer.confirm')}
      cancelText={t('orders.products.cancelOffer.back')}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onClose}
      centered={phone}
      width={phone ? 360 : 416}
      footer={phone ? phoneFooter : undefined}
      destroyOnHidden
    >
      {t('orders.products.cancelOffer.text')}
    </Modal>
  );
}

import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CancelOrderAskProps {
  open: boolean;
  /** Opens the cancel dialog (reason, then the reject call). */
  onYes(): void;
  /** Back to the editor, the lines as they are. */
  onNo(): void;
}

/** Spec 2 §4: on a phone, removing every product asks 'Отменить заказ?'. */
export function CancelOrderAsk({ open, onYes, onNo }: CancelOrderAskProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('orders.mobile.cancelAsk.title')}
      onCancel={onNo}
      centered
      width={360}
      footer={
        <Flex gap={8}>
          <Button block size="large" onClick={onNo}>
            {t('orders.mobile.cancelAsk.no')}
          </Button>
          <Button block size="large" type="primary" danger onClick={onYes}>
            {t('orders.mobile.cancelAsk.yes')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph style={{ margin: 0 }}>{t('orders.mobile.cancelAsk.text')}</Typography.Paragraph>
    </Modal>
  );
}

import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../providers/config';
import { formatDate } from '../format/dates';
import { CONTRACT_END_NOTICE } from './notice-config';

/** The operational notice that the marketplace ends the contract (spec 1 §1). */
export function ContractEndNotice({ onDismiss }: { onDismiss(): void }) {
  const { t } = useTranslation();
  const date = formatDate(CONTRACT_END_NOTICE.endsOn);
  return (
    <Modal
      open
      title={t('notices.contractEnd.title')}
      onOk={onDismiss}
      onCancel={onDismiss}
      okText={t('notices.contractEnd.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      width={560}
    >
      <Typography.Paragraph>{t('notices.contractEnd.body', { date })}</Typography.Paragraph>
      <Typography.Paragraph>{t('notices.contractEnd.orders', { date })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('notices.contractEnd.support', { phone: config.supportPhone, email: config.supportEmail })}
      </Typography.Paragraph>
    </Modal>
  );
}

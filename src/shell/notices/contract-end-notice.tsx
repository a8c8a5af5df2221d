import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../controls/support-contact';
import { formatDate } from '../../format/dates';
import { CONTRACT_END_NOTICE, contractEndTense } from './notice-config';

/** The operational notice that the marketplace ends the contract (spec 1 §1). */
export function ContractEndNotice({ onDismiss }: { onDismiss(): void }) {
  const { t } = useTranslation();
  const date = formatDate(CONTRACT_END_NOTICE.endsOn);
  const tense = contractEndTense();
  const support = useSupportContact();
  return (
    <Modal
      open
      title={t(`notices.contractEnd.${tense}.title`)}
      onOk={onDismiss}
      onCancel={onDismiss}
      okText={t('notices.contractEnd.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      width={560}
    >
      <Typography.Paragraph>{t(`notices.contractEnd.${tense}.body`, { date })}</Typography.Paragraph>
      <Typography.Paragraph>{t(`notices.contractEnd.${tense}.orders`, { date })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('notices.contractEnd.support', { phone: support.phone, email: support.email })}
      </Typography.Paragraph>
    </Modal>
  );
}

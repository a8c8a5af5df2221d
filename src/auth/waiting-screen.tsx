import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupportPhoneLink } from '../controls/support-contact';

/**
 * The waiting status (spec 1 §2): a WAITING account ("being assembled"), or a signed-in
 * person with no store yet. Both show the support phone.
 */
export default function WaitingScreen({ reason, onOtherPhone }: { reason: 'account' | 'noStores'; onOtherPhone: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      style={{ padding: '8px 0 0' }}
      icon={<ClockCircleOutlined style={{ color: '#d48806' }} />}
      title={<Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>{t(reason === 'account' ? 'auth.waiting.title' : 'auth.waiting.noStoresTitle')}</Typography.Title>}
      subTitle={
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t(reason === 'account' ? 'auth.waiting.text' : 'auth.waiting.noStoresText')}
          </Typography.Paragraph>
          <Typography.Text>
            {t('auth.waiting.support')}: <SupportPhoneLink />
          </Typography.Text>
        </>
      }
      extra={<Button onClick={onOtherPhone}>{t('auth.waiting.otherPhone')}</Button>}
    />
  );
}

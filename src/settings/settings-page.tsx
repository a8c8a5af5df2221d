import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageCard } from './language-card';
import { OrderAlertsCard } from './order-alerts-card';
import { PasswordCard } from './password-card';

/** /profile/settings (spec 1 §2 Settings): the interface language, the new-order alerts and the password. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 848 }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>{t('settings.title')}</Typography.Title>
      <LanguageCard />
      <OrderAlertsCard />
      <PasswordCard />
    </div>
  );
}

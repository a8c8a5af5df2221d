import { addTexts } from '../../providers/i18n/i18n';
import { settingsTexts } from './texts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorSchemeCard } from './color-scheme-card';
import { LanguageCard } from './language-card';
import { OrderAlertsCard } from './order-alerts-card';
import { PasswordCard } from './password-card';

// The settings' texts come with their code (src/app/app-texts.ts holds what every page shows).
addTexts(settingsTexts);

/** /profile/settings (spec 1 §2 Settings): the interface language, the theme (issue 33), the new-order alerts and the password. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 848 }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>{t('settings.title')}</Typography.Title>
      <LanguageCard />
      <ColorSchemeCard />
      <OrderAlertsCard />
      <PasswordCard />
    </div>
  );
}

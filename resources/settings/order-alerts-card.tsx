import { Alert, Card, Flex, Switch, Typography } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { askBrowserPermission, browserPermission, playTone, unlockSound, type BrowserPermission } from '../../providers/browser-alerts';
import { readOrderAlertPrefs, subscribeOrderAlertPrefs, writeOrderAlertPrefs } from '../../providers/order-alert-prefs';

/**
 * New-order alerts (issue 16): the banner is always on; a sound and a browser notification
 * are off until the seller turns them on here (remembered in this browser). The browser's
 * permission is asked only by the click that turns the notification on.
 */
export function OrderAlertsCard() {
  const { t } = useTranslation();
  const prefs = useSyncExternalStore(subscribeOrderAlertPrefs, readOrderAlertPrefs);
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);
  const [asking, setAsking] = useState(false);

  const toggleSound = (on: boolean) => {
    if (on) {
      unlockSound(); // this click lets the browser play later tones
      playTone(); // and lets the seller hear what it will sound like
    }
    writeOrderAlertPrefs({ sound: on });
  };
  const toggleBrowser = async (on: boolean) => {
    if (!on) return writeOrderAlertPrefs({ browser: false });
    setAsking(true);
    const answer = permission === 'granted' ? permission : await askBrowserPermission();
    setAsking(false);
    setPermission(answer);
    writeOrderAlertPrefs({ browser: answer === 'granted' });
  };
  const blocked = permission === 'denied' || permission === 'unsupported';

  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('settings.alerts.title')}</Typography.Title>} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.alerts.hint')}</Typography.Paragraph>
      <Flex vertical gap={12}>
        <label style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Switch checked={prefs.sound} onChange={toggleSound} data-testid="alert-sound" />
          <span>{t('settings.alerts.sound')}</span>
        </label>
        <label style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Switch checked={prefs.browser && permission === 'granted'} loading={asking} disabled={blocked && !prefs.browser} onChange={(on) => void toggleBrowser(on)} data-testid="alert-browser" />
          <span>{t('settings.alerts.browser')}</span>
        </label>
        {blocked && <Alert type="warning" showIcon message={t(permission === 'denied' ? 'settings.alerts.denied' : 'settings.alerts.unsupported')} />}
      </Flex>
    </Card>
  );
}

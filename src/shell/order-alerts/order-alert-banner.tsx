import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAIN_AREA_STATUSES } from '../../../providers/access';
import { readShopStatus } from '../../../providers/shop-status';
import { pluralForm } from '../../format/plural';
import { useOrderAlerts } from './use-order-alerts';

/**
 * "N новых заказов — Показать" above every page once more orders wait for confirmation than
 * when the seller last looked (issue 16). Only for shops that have orders (active, on check).
 */
export function OrderAlertBanner() {
  const { t, i18n } = useTranslation();
  const status = readShopStatus();
  const { fresh, show, dismiss } = useOrderAlerts(status !== undefined && MAIN_AREA_STATUSES.includes(status));
  if (fresh <= 0) return null;
  return (
    <Alert
      role="status"
      aria-live="polite"
      type="info"
      showIcon
      icon={<BellOutlined aria-hidden />}
      data-testid="new-orders-banner"
      message={<strong style={{ fontWeight: 600 }}>{t(`shell.alerts.banner.${pluralForm(i18n.language, fresh)}`, { count: fresh })}</strong>}
      action={
        <Button size="small" type="primary" onClick={show}>
          {t('shell.alerts.show')}
        </Button>
      }
      closable={{ closeIcon: <CloseOutlined />, 'aria-label': t('shell.alerts.dismiss') }}
      onClose={dismiss}
      style={{ marginBottom: 12, alignItems: 'center' }}
    />
  );
}

import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOpen } from '../../../providers/access';
import { readShopStatus } from '../../../providers/shop-status';
import { useDescriptors } from '../../engine/descriptors';
import { pluralForm } from '../../format/plural';
import { isAlerting, useOrderAlerts, type AlertingResource } from './use-order-alerts';

/**
 * "N новых заказов — Показать" above every page once more orders wait for confirmation than
 * when the seller last looked (issue 16): one banner for each descriptor with an `alert`, for
 * the shops that may open its list (orders: active, on check). Not memoised: the shop status is
 * read again with each new page (a shop that finished registering starts polling on the page it
 * is sent to); a new query string alone renders it no more (issue 30).
 */
export function OrderAlertBanner() {
  const status = readShopStatus();
  const alerting = useDescriptors().filter(isAlerting);
  return alerting.map((resource) => <AlertBanner key={resource.name} resource={resource} enabled={canOpen(resource.access, status)} />);
}

function AlertBanner({ resource, enabled }: { resource: AlertingResource; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const { fresh, show, dismiss } = useOrderAlerts(resource, enabled);
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

import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmCountdown, remainingMs } from '../rules/countdown';
import { useNow } from '../shared/use-now';

/** Spec 2 §2: hh:mm:ss left to confirm an order that waits for confirmation, ticking each second. */
export function ConfirmCountdown({ maxConfirmTime }: { maxConfirmTime: string }) {
  const { t } = useTranslation();
  const now = useNow(true);
  const over = remainingMs(maxConfirmTime, now) === 0;
  return (
    <Alert
      type={over ? 'error' : 'warning'}
      showIcon
      // A timer, not an alert: screen readers must not announce every second.
      role="timer"
      style={{ marginBottom: 16 }}
      message={
        <span>
          {t(over ? 'orders.details.countdownExpired' : 'orders.details.countdown')}{' '}
          <time data-testid="confirm-countdown" dateTime={maxConfirmTime} style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {confirmCountdown(maxConfirmTime, now)}
          </time>
        </span>
      }
    />
  );
}

import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { remainingMs } from '../rules/countdown';
import { Countdown } from '../shared/countdown';
import { useNow } from '../shared/use-now';

/** Spec 2 §2: hh:mm:ss left to confirm an order that waits for confirmation, ticking each second. */
export function ConfirmCountdown({ maxConfirmTime }: { maxConfirmTime: string }) {
  const { t } = useTranslation();
  // The alert re-renders once, when time runs out; the digits below tick on their own.
  const over = useNow((now) => remainingMs(maxConfirmTime, now) === 0);
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
            <Countdown deadline={maxConfirmTime} />
          </time>
        </span>
      }
    />
  );
}

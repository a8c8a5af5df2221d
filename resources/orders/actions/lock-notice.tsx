import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LockedCallState } from '../shared/use-locked-call';

/**
 * Says that the order is locked (423) and the call is being repeated, with a way to stop
 * waiting; after a minute it says so (issue 5). Nothing while the call is not locked.
 */
export function LockNotice({ state, onStop }: { state: LockedCallState; onStop(): void }) {
  const { t } = useTranslation();
  if (state !== 'locked' && state !== 'long') return null;
  return (
    <Alert
      role="status"
      type={state === 'long' ? 'warning' : 'info'}
      showIcon
      message={t(state === 'long' ? 'orders.lock.long' : 'orders.lock.waiting')}
      action={
        <Button size="small" onClick={onStop}>
          {t('orders.lock.stop')}
        </Button>
      }
    />
  );
}

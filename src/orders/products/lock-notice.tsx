import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LockedCallState } from '../shared/use-locked-call';

/** While an order answers 423 the save keeps waiting; this says so and offers to stop (issue 5). */
export function LockNotice({ state, onStop }: { state: LockedCallState; onStop(): void }) {
  const { t } = useTranslation();
  if (state !== 'locked' && state !== 'long') return null;
  return (
    <Alert
      type={state === 'long' ? 'warning' : 'info'}
      showIcon
      role="status"
      message={t(state === 'long' ? 'orders.lock.long' : 'orders.lock.waiting')}
      action={
        <Button size="small" onClick={onStop}>
          {t('orders.lock.stop')}
        </Button>
      }
      style={{ marginBottom: 8 }}
    />
  );
}

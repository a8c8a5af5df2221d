import { useState } from 'react';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { useIsPhone } from '../../../src/shell/mobile/use-mobile-layout';
import { canChangePickupPoint } from '../rules/product-editing';
import { PickupPointDialog } from './pickup-point-dialog';
import { useOrderFlows } from './use-order-flows';

/**
 * Change of pickup point, fbs orders waiting for confirmation only (spec 2 §4); nothing
 * otherwise. Server errors are shown as a toast (spec 2 §8), a disabled point is refused.
 */
export function ChangePickupPointButton({ order, onChanged }: { order: Order; onChanged?(order?: Order): void }) {
  if (!canChangePickupPoint(order)) return null;
  return <ChangePickupPoint order={order} onChanged={onChanged} />;
}

function ChangePickupPoint({ order, onChanged }: { order: Order; onChanged?(order?: Order): void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const flows = useOrderFlows(order, undefined, onChanged);
  const [open, setOpen] = useState(false);
  const confirm = async (id: string): Promise<void> => {
    if (await flows.changePickupPoint(id)) setOpen(false);
  };
  return (
    <>
      <Button type="link" size="small" icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
        {t('orders.actions.changePickupPoint')}
      </Button>
      {open && (
        <PickupPointDialog
          order={order}
          variant={phone ? 'mobile' : 'details'}
          open
          mode="change"
          busy={flows.busy}
          lockState={flows.lockState}
          onStop={flows.stop}
          onClose={() => setOpen(false)}
          onConfirm={(id) => void confirm(id)}
          onRefused={flows.refuse}
        />
      )}
    </>
  );
}

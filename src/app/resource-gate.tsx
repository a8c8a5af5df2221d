import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOpen } from '../../providers/access';
import { readShopStatus, type ShopStatus } from '../../providers/shop-status';

/** A screen opens only for the shop statuses its descriptor allows (spec 1 §4). */
export function ResourceGate({ access, children }: { access: ShopStatus[]; children: ReactNode }) {
  const { t } = useTranslation();
  if (canOpen(access, readShopStatus())) return <>{children}</>;
  return <Result status="403" title={t('shell.noAccessTitle')} subTitle={t('shell.noAccess')} />;
}

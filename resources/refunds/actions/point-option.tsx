import { Flex, Radio, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundPickupPoint } from '../pickup-points';

/** A pickup point to choose for a courier (one request's dialog, the bulk accept's): name, "disabled" when it is, address. */
export function PointOption({ point }: { point: RefundPickupPoint }) {
  const { t } = useTranslation();
  return (
    <Radio value={point.store_id}>
      <Flex vertical>
        <Typography.Text type={point.is_active ? undefined : 'secondary'}>
          {point.name} {!point.is_active && <Tag style={{ marginInlineStart: 4 }}>{t('refunds.dialogs.disabled')}</Tag>}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {point.address.formatted ?? `${point.address.street}, ${point.address.house}`}
        </Typography.Text>
      </Flex>
    </Radio>
  );
}

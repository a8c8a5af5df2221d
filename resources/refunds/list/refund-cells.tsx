import { Flex, Typography } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RefundRequest } from '../refunds-api';
import { usePickupPoints } from '../pickup-points';
import { EllipsisText } from '../../../src/controls/ellipsis-text';

/** The customer's name and phone. */
export function ClientCell({ request }: { request: RefundRequest }) {
  return (
    <Flex vertical>
      <EllipsisText title={request.client_name}>{request.client_name}</EllipsisText>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        +{request.client_phone}
      </Typography.Text>
    </Flex>
  );
}

/** Whether a courier brings the return, and to which pickup point. */
export function CourierCell({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  const points = usePickupPoints();
  if (!request.is_delivery_requested) return <Typography.Text type="secondary">{t('refunds.list.noCourier')}</Typography.Text>;
  return (
    <Flex vertical>
      <Typography.Text>
        <CarOutlined aria-hidden /> {t('refunds.list.courierRequested')}
      </Typography.Text>
      {request.pickup_point_id && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {points.data?.find((p) => p.store_id === request.pickup_point_id)?.name ?? request.pickup_point_id}
        </Typography.Text>
      )}
    </Flex>
  );
}

import { useDeferredValue } from 'react';
import { Card, Col, Flex, Row } from 'antd';
import type { Order } from '../orders-api';
import { OrderProductsTable } from '../products/order-products-table';
import type { ProductEditing } from '../products/use-product-editing';
import { ConfirmCountdown } from './confirm-countdown';
import { EarningsCard } from './earnings-card';
import { OrderFields } from './order-fields';
import { PickupPointCard } from './pickup-point-card';

/** The product lines' card before they are drawn: about their height (toolbar, header, rows), so nothing moves much. */
const linesHeight = (count: number) => 100 + count * 53;

/** The "Заказ" tab: countdown while waiting, the fields, earnings, pickup point and the product lines. */
export function OrderTab({ order, editing }: { order: Order; editing: ProductEditing }) {
  // The product lines are drawn a render after the rest (issue 30: a deferred value starts
  // false): the order's number, status, actions and fields paint first, in a render that does
  // not wait for its heaviest part.
  const linesShown = useDeferredValue(true, false);
  return (
    <Flex vertical gap={16}>
      {order.status === 'waiting_confirmation' && <ConfirmCountdown maxConfirmTime={order.max_confirm_time} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card size="small" styles={{ body: { padding: 12 } }} style={{ height: '100%' }}>
            <OrderFields order={order} />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <EarningsCard order={order} />
            <PickupPointCard order={order} />
          </Flex>
        </Col>
      </Row>
      <Card size="small" styles={{ body: { padding: 12 } }}>
        {linesShown ? <OrderProductsTable order={order} editing={editing} variant="details" /> : <div aria-busy="true" style={{ minHeight: linesHeight(order.products.length) }} />}
      </Card>
    </Flex>
  );
}

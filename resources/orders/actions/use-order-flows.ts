import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { ordersApi } from '../orders-services';
import { linesOf, type EditLine } from '../products/use-product-editing';
import { acceptBody, assembledBody } from '../rules/payloads';
import { useOrderChange } from './use-order-change';

/**
 * The changes an order's actions make, each one flow of locked calls (useOrderChange):
 * accept (with an optional pickup point change first), ready for delivery, package count,
 * pickup point. Every flow resolves to the changed order, or undefined when it did not happen.
 */
export function useOrderFlows(order: Order, lines: EditLine[] | undefined, onChanged?: (order?: Order) => void) {
  const { t } = useTranslation();
  const orderChange = useOrderChange(order, onChanged);
  const { change, refuse } = orderChange;
  const current = lines ?? linesOf(order);

  /** Accept refuses with its toast up front when every product was removed (spec 2 §5). */
  const canAccept = (): boolean => {
    const body = acceptBody(current);
    if (!body.ok) refuse(body.key);
    return body.ok;
  };

  /**
   * A new pickup point is saved first: the decision then meets the order's lock (423) that
   * the point change leaves and waits it out, instead of the point change meeting the lock
   * of the accept in a status where it is no longer allowed.
   */
  const accept = (pointId?: string) => {
    const body = acceptBody(current);
    if (!body.ok) {
      refuse(body.key);
      return Promise.resolve(undefined);
    }
    return change(async (run) => {
      if (pointId && pointId !== order.pickup_point_id) {
        const moved = await run(() => ordersApi.setPickupPoint(order.id, pointId));
        if (moved === undefined) return undefined;
      }
      return run((signal) => ordersApi.decide(order.id, body.body, signal));
    }, t('orders.actions.toasts.accepted', { id: order.id }));
  };

  /**
   * The count is sent before the assembled decision: the count is allowed on assembly, so a
   * count the server refuses stops the flow before the status changes (an assembled order
   * always has a valid count for its stickers), and it avoids the lock every assembled
   * decision leaves behind, which a count sent second would always have to wait out.
   */
  const markReady = (count: number) =>
    change(async (run) => {
      const counted = await run(() => ordersApi.setPackagesCount(order.id, count));
      if (counted === undefined) return undefined;
      return run((signal) => ordersApi.decide(order.id, assembledBody(current), signal));
    }, t('orders.actions.toasts.ready'));

  const changePackages = (count: number) =>
    change((run) => run(() => ordersApi.setPackagesCount(order.id, count)), t('orders.actions.toasts.packagesChanged'));

  const changePickupPoint = (pointId: string) =>
    change((run) => run(() => ordersApi.setPickupPoint(order.id, pointId)), t('orders.actions.toasts.pickupChanged'));

  return { ...orderChange, lines: current, canAccept, accept, markReady, changePackages, changePickupPoint };
}

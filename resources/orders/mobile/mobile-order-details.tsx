import { useOne, type HttpError } from '@refinedev/core';
import { Alert, Button, ConfigProvider, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Order } from '../orders-api';
import type { AnyResource, ScreenProps } from '../../../src/engine/descriptor';
import { ErrorState } from '../../../src/engine/states';
import { NotFoundState } from '../../../src/engine/not-found-state';
import { isMissingRecord } from '../../../src/engine/missing-record';
import { MOBILE_BAR_HEIGHT } from '../../../src/shell/mobile/mobile-bar';
import { OrderActions } from '../actions/order-actions';
import { RejectDialog } from '../actions/reject-dialog';
import { CancelOfferDialog } from '../products/cancel-offer-dialog';
import { useCancelOffer } from '../products/use-cancel-offer';
import { useProductEditing } from '../products/use-product-editing';
import { useSaveProducts } from '../products/use-save-products';
import { MobileOrderHeader } from './mobile-order-header';
import { MobileOrderInfo } from './mobile-order-info';
import { MobileProducts } from './mobile-products';
import { COLORS } from '../../../src/controls/colors';
import { useEarlyRecord } from '../../../src/engine/use-early-record';

// The bottom area disappears when it has nothing to show (no editing, no actions for the status:
// OrderActions then renders an empty box, and its dialogs live in portals elsewhere).
const CSS = '.orders-mobile-bottom:not(:has(button, [role="alert"])) { display: none; }';

/** Phone /orders/{id} (spec 2 §2): header, product composition, info block, actions at the bottom. */
export default function MobileOrderDetails({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const early = useEarlyRecord<Order>('orders', id);
  const { query, result } = useOne<Order, HttpError>({ resource: 'orders', id, queryOptions: { enabled: id !== undefined, ...early } });

  if (query.isLoading) {
    return (
      <div aria-busy="true" aria-label={t('engine.loading')}>
        <Skeleton active title paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (query.isError && !isMissingRecord(query.error)) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!result) return <NotFoundState listHref="/orders" />;
  return (
    <ConfigProvider componentSize="large">
      <OrderScreen order={result} resource={resource} />
    </ConfigProvider>
  );
}

function OrderScreen({ order, resource }: { order: Order; resource: AnyResource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = useProductEditing(order);
  const saving = useSaveProducts(order, editing);
  const cancelOffer = useCancelOffer(editing);

  const lockNotice = saving.lockState === 'locked' || saving.lockState === 'long';

  return (
    <article>
      <style>{CSS}</style>
      <MobileOrderHeader order={order} resource={resource} />
      <Flex vertical gap={12}>
        <MobileProducts editing={editing} busy={saving.busy} />
        <MobileOrderInfo order={order} />
      </Flex>
      <div
        role="region"
        aria-label={t('orders.mobile.details.actions')}
        className="orders-mobile-bottom"
        style={{
          position: 'sticky',
          bottom: MOBILE_BAR_HEIGHT,
          zIndex: 10,
          margin: '12px -12px 0',
          padding: 12,
          background: COLORS.surface,
          borderTop: `1px solid ${COLORS.border}`,
          boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.04)',
          display: 'grid',
          gap: 8,
        }}
      >
        {editing.editing && lockNotice && (
          <Alert
            type="info"
            showIcon
            message={t(saving.lockState === 'long' ? 'orders.lock.long' : 'orders.lock.waiting')}
            action={
              <Button size="small" onClick={saving.stop}>
                {t('orders.lock.stop')}
              </Button>
            }
          />
        )}
        {editing.editing && (
          <Flex gap={8}>
            <Button block onClick={editing.cancel} disabled={saving.busy}>
              {t('orders.mobile.details.cancel')}
            </Button>
            <Button block type="primary" loading={saving.busy} disabled={!editing.changed} onClick={() => void saving.save()}>
              {t('orders.mobile.details.save')}
            </Button>
          </Flex>
        )}
        {/* While editing, the bottom area is the editor's: save or cancel first, then decide. */}
        {!editing.editing && <OrderActions order={order} variant="mobile" lines={editing.lines} onRejected={() => navigate('/orders')} />}
      </div>
      <CancelOfferDialog phone open={cancelOffer.step === 'offer'} onConfirm={cancelOffer.confirm} onClose={cancelOffer.close} />
      <RejectDialog
        order={order}
        open={cancelOffer.step === 'reject'}
        mode="cancel"
        lines={editing.lines}
        onClose={cancelOffer.close}
        onDone={() => {
          cancelOffer.close();
          navigate('/orders');
        }}
      />
    </article>
  );
}

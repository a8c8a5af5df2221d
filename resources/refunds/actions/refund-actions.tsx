import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundProduct, RefundRequest } from '../refunds-api';
import { onDemand, useOnDemand } from '../../../src/controls/on-demand';
import { useRight, WithReason } from '../../../src/engine/rights';
import { actionsFor, canRequestCourier, changesFor, REJECTIONS, requestActions, targetsOf, type RefundAction } from '../rules/refund-rules';
import { refundsApi } from '../refunds-services';
import { useRefundChange } from './use-refund-change';

// The dialogs load when first opened (or when the browser is idle), never with the rows.
const courierDialog = onDemand(() => import('./courier-dialog'));
const rejectDialog = onDemand(() => import('./reject-dialog'));

type Dialog = { kind: 'courier'; mode: 'accept' | 'courier' } | { kind: 'reject'; action: 'rejectRequest' | 'rejectRefund' };

export interface RefundActionsProps {
  request: RefundRequest;
  /** One product's actions; absent: the request's, each for all its products in that status. */
  product?: RefundProduct;
}

/**
 * The spec 2 §4 decisions a product's status allows (and, for a whole request, the courier
 * request). Accepting with a courier first asks for the pickup point; rejections ask for a
 * reason. Every other action goes at once; a second click while one runs sends nothing.
 */
export function RefundActions({ request, product }: RefundActionsProps) {
  const { t } = useTranslation();
  const { change, refuse, putRow, busy } = useRefundChange(request);
  const [dialog, setDialog] = useState<Dialog>();
  // Every move needs refunds.decide (issue 28): without it the buttons stay in place, disabled, with the reason.
  const decide = useRight('refunds.decide');
  const Courier = useOnDemand(courierDialog, dialog?.kind === 'courier').module?.CourierDialog;
  const Reject = useOnDemand(rejectDialog, dialog?.kind === 'reject').module?.RejectDialog;

  const actions = product ? actionsFor(product.status) : requestActions(request);
  const courier = !product && canRequestCourier(request);
  if (actions.length === 0 && !courier) return null;

  const setStatus = (action: RefundAction, reason?: string) =>
    refundsApi.changeStatus(request.request_uuid, changesFor(action, targetsOf(request, action, product), reason));

  const run = async (action: RefundAction) => {
    if (action === 'acceptWithCourier' && !request.is_delivery_requested) return setDialog({ kind: 'courier', mode: 'accept' });
    if (action === 'rejectRequest' || action === 'rejectRefund') return setDialog({ kind: 'reject', action });
    await change(action, () => setStatus(action));
  };

  const confirmCourier = async (pointId: string, mode: 'accept' | 'courier') => {
    const done =
      mode === 'courier'
        ? await change('requestCourier', () => refundsApi.requestCourier(request.request_uuid, pointId))
        : await change('acceptWithCourier', async () => {
            // The row learns of the courier at once: if the status change is then refused, a retry skips this step.
            putRow(await refundsApi.requestCourier(request.request_uuid, pointId));
            return setStatus('acceptWithCourier');
          });
    if (done) setDialog(undefined);
  };

  const label = (action: RefundAction | 'requestCourier') => {
    const text = t(`refunds.actions.${action}`);
    if (product || action === 'requestCourier' || request.products.length < 2) return text;
    return t('refunds.actions.forAll', { action: text, count: targetsOf(request, action).length });
  };

  return (
    <Flex gap={8} wrap vertical={Boolean(product)} align={product ? 'flex-start' : 'center'}>
      {actions.map((action) => (
        <WithReason key={action} reason={decide.reason}>
          <Button
            size="small"
            type={action === 'acceptWithCourier' || action === 'receive' || action === 'acceptRefund' ? 'primary' : 'default'}
            danger={REJECTIONS.includes(action)}
            loading={busy === action}
            disabled={!decide.allowed || (busy !== undefined && busy !== action)}
            onClick={() => void run(action)}
            data-action={action}
          >
            {label(action)}
          </Button>
        </WithReason>
      ))}
      {courier && (
        <WithReason reason={decide.reason}>
          <Button
            size="small"
            loading={busy === 'requestCourier'}
            disabled={!decide.allowed || (busy !== undefined && busy !== 'requestCourier')}
            onClick={() => setDialog({ kind: 'courier', mode: 'courier' })}
          >
            {label('requestCourier')}
          </Button>
        </WithReason>
      )}
      {dialog?.kind === 'courier' && Courier && (
        <Courier
          request={request}
          mode={dialog.mode}
          busy={busy !== undefined}
          onClose={() => setDialog(undefined)}
          onRefused={refuse}
          onConfirm={(id) => void confirmCourier(id, dialog.mode)}
        />
      )}
      {dialog?.kind === 'reject' && Reject && (
        <Reject
          request={request}
          action={dialog.action}
          products={targetsOf(request, dialog.action, product)}
          busy={busy !== undefined}
          onClose={() => setDialog(undefined)}
          onConfirm={(reason) =>
            void change(dialog.action, () => setStatus(dialog.action, reason)).then((done) => done && setDialog(undefined))
          }
        />
      )}
    </Flex>
  );
}

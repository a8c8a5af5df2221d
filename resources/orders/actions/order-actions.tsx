import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button, Flex, Popover, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRight, WithReason } from '../../../src/engine/rights';
import type { Order } from '../orders-api';
import type { EditLine } from '../products/use-product-editing';
import { usePickupPoints } from '../shared/use-pickup-points';
import type { ActionsVariant } from './action-dialog';
import { AcceptedNotice } from './accepted-notice';
import { DocumentButtons } from './document-buttons';
import { LockNotice } from './lock-notice';
import { PackageCountDialog } from './package-count-dialog';
import { PickupPointDialog } from './pickup-point-dialog';
import { RejectDialog } from './reject-dialog';
import { useOrderFlows } from './use-order-flows';
import { announceAccepted } from '../bulk/bulk-store';

export { ChangePickupPointButton } from './change-pickup-point';

export interface OrderActionsProps {
  order: Order;
  /** details: page header buttons; row: small buttons in a hovered table row; mobile: full-width, stacked. */
  variant: ActionsVariant;
  /** The lines being edited, when the screen has an editor open (accept and the package count use them). */
  lines?: EditLine[];
  /** After any successful change (the list/details are already refreshed). */
  onChanged?(order?: Order): void;
  /** After a successful reject/cancel (details go back to /orders). */
  onRejected?(): void;
}

type Dialog = { kind: 'pickup' } | { kind: 'reject'; mode: 'reject' | 'cancel' } | { kind: 'packages'; mode: 'ready' | 'change' };

const BUTTONS: Record<ActionsVariant, ButtonProps> = {
  details: {},
  row: { size: 'small' },
  mobile: { size: 'large', block: true },
};

/** A click or key inside a row's actions (dialogs included: portals bubble in React) must not open the row. */
const keepInside = (e: SyntheticEvent): void => e.stopPropagation();

/**
 * The actions an order's status allows (spec 2 §4) and all their dialogs: waiting → accept,
 * reject; on assembly / reassembly → ready for delivery, cancel; assembled → package count,
 * stickers, act, cancel; others none. Dialogs and the after-accept notice live outside the
 * status switch, so the refreshed order (new status) does not unmount them mid-way.
 */
export function OrderActions({ order, variant, lines, onChanged, onRejected }: OrderActionsProps) {
  const { t } = useTranslation();
  const flows = useOrderFlows(order, lines, onChanged);
  const { active, ready: pointsReady } = usePickupPoints();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [accepted, setAccepted] = useState<Order | null>(null);
  const close = (): void => setDialog(null);
  const button = BUTTONS[variant];
  // Decisions need orders.decide (issue 28): without it they stay in place, disabled, with the reason.
  const decide = useRight('orders.decide');
  const decision = { ...button, disabled: !decide.allowed };
  const gate = (node: ReactNode): ReactNode => <WithReason reason={decide.reason}>{node}</WithReason>;
  const lockShownInDialog = dialog !== null && dialog.kind !== 'reject';

  // Spec 2 §4: with more than one active pickup point the seller chooses one first (fbs only:
  // an fbo order ships from the marketplace's warehouse and its point cannot be changed).
  // A click before the points are here (loading, or failed) opens the choice too: the dialog
  // waits for them or shows the failure with its retry, and never decides without them.
  const needsPointChoice = order.storage_type === 'fbs' && (!pointsReady || active.length > 1);
  const accept = async (pointId?: string): Promise<void> => {
    const done = await flows.accept(pointId);
    if (!done) return;
    close();
    // A row's notice lives on the page: the accepted order may leave a filtered list at once.
    if (variant === 'row') announceAccepted(done);
    else setAccepted(done);
  };
  const startAccept = (): void => {
    if (!flows.canAccept()) return;
    if (needsPointChoice) setDialog({ kind: 'pickup' });
    else void accept();
  };
  const confirmCount = async (count: number, mode: 'ready' | 'change'): Promise<void> => {
    const done = await (mode === 'ready' ? flows.markReady(count) : flows.changePackages(count));
    if (done) close();
  };

  const reject = (mode: 'reject' | 'cancel'): ReactNode =>
    gate(
      <Button {...decision} danger onClick={() => setDialog({ kind: 'reject', mode })}>
        {t(mode === 'reject' ? 'orders.actions.reject' : 'orders.actions.cancel')}
      </Button>,
    );

  let buttons: ReactNode = null;
  switch (order.status) {
    case 'waiting_confirmation':
      buttons = (
        <>
          <Popover open={!lockShownInDialog && flows.lockState !== 'idle' && flows.lockState !== 'running'} content={<LockNotice state={flows.lockState} onStop={flows.stop} />} placement="bottom">
            {gate(
              <Button {...decision} type="primary" loading={flows.busy && dialog === null} onClick={startAccept} data-action="accept">
                {t('orders.actions.accept')}
              </Button>,
            )}
          </Popover>
          {reject('reject')}
        </>
      );
      break;
    case 'on_assembly':
    case 'reassembly':
      buttons = (
        <>
          {gate(
            <Button {...decision} type="primary" onClick={() => setDialog({ kind: 'packages', mode: 'ready' })} data-action="ready">
              {t('orders.actions.ready')}
            </Button>,
          )}
          {reject('cancel')}
        </>
      );
      break;
    case 'assembled':
      buttons = (
        <>
          {gate(
            <Button {...decision} onClick={() => setDialog({ kind: 'packages', mode: 'change' })}>
              {t(variant === 'row' ? 'orders.actions.short.changePackages' : 'orders.actions.changePackages')}
            </Button>,
          )}
          {variant === 'mobile' ? (
            // Side by side on a phone: four stacked buttons would cover a quarter of the screen.
            <Flex gap={8}>
              <DocumentButtons order={order} buttonProps={{ ...button, style: { flex: 1 } }} short />
            </Flex>
          ) : (
            <DocumentButtons order={order} buttonProps={button} short={variant === 'row'} iconOnly={variant === 'row'} />
          )}
          {reject('cancel')}
        </>
      );
      break;
    default:
      buttons = null;
  }

  const dialogProps = { order, variant, busy: flows.busy, lockState: flows.lockState, onStop: flows.stop, onClose: close };
  return (
    <Flex
      gap={8}
      vertical={variant === 'mobile'}
      wrap={variant !== 'mobile'}
      align={variant === 'mobile' ? 'stretch' : 'center'}
      onClick={variant === 'row' ? keepInside : undefined}
      onKeyDown={variant === 'row' ? keepInside : undefined}
    >
      {buttons}
      {dialog?.kind === 'pickup' && <PickupPointDialog {...dialogProps} open mode="accept" onConfirm={(id) => void accept(id)} onRefused={flows.refuse} />}
      {dialog?.kind === 'packages' && (
        <PackageCountDialog {...dialogProps} mode={dialog.mode} lines={flows.lines} onConfirm={(count) => void confirmCount(count, dialog.mode)} />
      )}
      <RejectDialog
        order={order}
        open={dialog?.kind === 'reject'}
        mode={dialog?.kind === 'reject' ? dialog.mode : 'reject'}
        lines={lines}
        onClose={close}
        onDone={() => {
          close();
          onChanged?.();
          onRejected?.();
        }}
      />
      {accepted && <AcceptedNotice order={accepted} onClose={() => setAccepted(null)} />}
    </Flex>
  );
}

import { useState } from 'react';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { useIsPhone } from '../../../src/shell/mobile/use-mobile-layout';
import { ordersApi } from '../orders-services';
import { linesOf, type EditLine } from '../products/use-product-editing';
import { canReject, rejectBody, type RejectReason } from '../rules/payloads';
import { ActionDialog } from './action-dialog';
import { useOrderChange } from './use-order-change';

export const CANCEL_SUCCESS_KEY = 'orders_cancel_order_toast_success_message';

export interface RejectDialogProps {
  order: Order;
  open: boolean;
  /** reject: a waiting order; cancel: an order already accepted (same call, solution reject). */
  mode: 'reject' | 'cancel';
  /**
   * The lines being edited, if any. Not sent: a rejection cancels the whole order, so it lists
   * every product with the order's own quantities (spec 2 §4 "rejecting sends all products");
   * unsaved removals must not turn into quantity 0 lines.
   */
  lines?: EditLine[];
  onClose(): void;
  /** After success (toast shown, list/details refreshed). */
  onDone(): void;
}

type ReasonKind = RejectReason['kind'];

/**
 * Reject / cancel with a reason (spec 2 §4 "Reject reasons"): 'not available' by default, or
 * 'other reason' with a required text. Success: the toast with the order id, refresh, onDone.
 * Mounted only while open, so each opening starts from the default reason.
 */
export function RejectDialog(props: RejectDialogProps) {
  return props.open ? <OpenRejectDialog {...props} /> : null;
}

function OpenRejectDialog(props: RejectDialogProps) {
  const { t } = useTranslation();
  const { order, mode } = props;
  const phone = useIsPhone();
  const { change, busy, lockState, stop } = useOrderChange(order);
  const [kind, setKind] = useState<ReasonKind>('not available');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const reason: RejectReason = kind === 'other reason' ? { kind, text } : { kind };
  const missingText = kind === 'other reason' && !canReject(reason);

  const confirm = async (): Promise<void> => {
    if (!canReject(reason)) {
      setTouched(true);
      return;
    }
    const body = rejectBody(linesOf(order), reason);
    const done = await change((run) => run((signal) => ordersApi.decide(order.id, body, signal)), t(CANCEL_SUCCESS_KEY, { id: order.id }));
    if (done) props.onDone();
  };

  return (
    <ActionDialog
      variant={phone ? 'mobile' : 'details'}
      open
      title={t(mode === 'reject' ? 'orders.actions.reject_dialog.rejectTitle' : 'orders.actions.reject_dialog.cancelTitle', { id: order.id })}
      okText={t(mode === 'reject' ? 'orders.actions.reject_dialog.rejectOk' : 'orders.actions.reject_dialog.cancelOk')}
      okDanger
      okDisabled={missingText}
      busy={busy}
      lockState={lockState}
      onStop={stop}
      onClose={props.onClose}
      onOk={() => void confirm()}
    >
      <Typography.Text type="secondary">{t('orders.actions.reject_dialog.hint')}</Typography.Text>
      <Form layout="vertical" component="div" requiredMark={false}>
        <Form.Item label={t('orders.actions.reject_dialog.reason')} style={{ marginBottom: kind === 'other reason' ? 12 : 0 }}>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as ReasonKind)} aria-label={t('orders.actions.reject_dialog.reason')}>
            <Radio value="not available">{t('orders.actions.reject_dialog.notAvailable')}</Radio>
            <Radio value="other reason">{t('orders.actions.reject_dialog.other')}</Radio>
          </Radio.Group>
        </Form.Item>
        {kind === 'other reason' && (
          <Form.Item
            label={t('orders.actions.reject_dialog.otherLabel')}
            htmlFor={`reject-reason-${order.id}`}
            required
            validateStatus={touched && missingText ? 'error' : undefined}
            help={touched && missingText ? t('orders.actions.reject_dialog.otherRequired') : undefined}
            // antd's own bottom margin: the message arrives in it, so a blur that shows it (a click
            // on "Back") never moves the buttons from under the pointer.
          >
            <Input.TextArea
              id={`reject-reason-${order.id}`}
              value={text}
              autoFocus
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 5 }}
              aria-required
              onChange={(e) => setText(e.target.value)}
              onBlur={() => setTouched(true)}
            />
          </Form.Item>
        )}
      </Form>
    </ActionDialog>
  );
}

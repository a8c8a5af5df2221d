import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundProduct, RefundRequest } from '../refunds-api';

export const REASON_MAX = 500;

export interface RejectDialogProps {
  request: RefundRequest;
  action: 'rejectRequest' | 'rejectRefund';
  products: RefundProduct[];
  busy: boolean;
  onClose(): void;
  /** The dialog closes on success; on a refusal it stays open with the text. */
  onConfirm(reason: string): void;
}

/** A rejection asks for confirmation and a reason (required, at most 500 characters). */
export function RejectDialog({ request, action, products, busy, onClose, onConfirm }: RejectDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const error = !text.trim() ? 'reasonRequired' : text.length > REASON_MAX ? 'reasonTooLong' : undefined;
  const title = t(`refunds.dialogs.${action}Title`, { id: request.request_id });

  return (
    <Modal
      open
      title={title}
      okText={t('refunds.dialogs.confirmReject')}
      cancelText={t('refunds.dialogs.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => {
        setTouched(true);
        if (!error) onConfirm(text);
      }}
      onCancel={onClose}
      width={520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('refunds.dialogs.rejectText')}</Typography.Paragraph>
      <Typography.Paragraph ellipsis={{ rows: 2 }}>{t('refunds.dialogs.products', { names: products.map((p) => p.name).join(', ') })}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item
          label={t('refunds.dialogs.reason')}
          htmlFor={`reject-reason-${request.request_uuid}`}
          validateStatus={touched && error ? 'error' : undefined}
          help={touched && error ? t(`refunds.dialogs.${error}`) : undefined}
          // antd's own bottom margin: the message arrives in it, so a blur that shows it (a click
          // on "Back") never moves the buttons from under the pointer.
        >
          <Input.TextArea
            id={`reject-reason-${request.request_uuid}`}
            value={text}
            autoSize={{ minRows: 3, maxRows: 6 }}
            showCount
            maxLength={REASON_MAX}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import type { EditLine } from '../products/use-product-editing';
import { canConfirmCount, clampStep, maxPackages, packageCountError, sanitizeCount, stepperRange, type PackageCountError } from '../rules/package-count';
import type { LockedCallState } from '../shared/use-locked-call';
import { ActionDialog, type ActionsVariant } from './action-dialog';

export interface PackageCountDialogProps {
  order: Order;
  variant: ActionsVariant;
  /** ready: 'ready for delivery' (then the assembled decision); change: an assembled order's count. */
  mode: 'ready' | 'change';
  lines: EditLine[];
  busy: boolean;
  lockState: LockedCallState;
  onStop(): void;
  onClose(): void;
  onConfirm(count: number): void;
}

const ERROR_TEXT: Record<PackageCountError, string> = {
  'equal zero': 'orders.actions.packages.equalZero',
  'more than products': 'orders.actions.packages.moreThanProducts',
  'not a number': 'orders.actions.packages.notANumber',
};

/**
 * The package (cargo place) count of spec 2 §5: on desktop a digits-only input, > 0 and at most
 * the active non-removed quantities, the two tooltips, confirm disabled while empty; on a phone
 * a 1..total stepper. Mounted by the caller only while open.
 */
export function PackageCountDialog(props: PackageCountDialogProps) {
  const { t } = useTranslation();
  const { order, lines, mode } = props;
  const max = maxPackages(lines);
  const stepper = props.variant === 'mobile';
  const preset = mode === 'change' && order.packages_count > 0 ? order.packages_count : undefined;
  const [text, setText] = useState(preset === undefined ? '' : String(preset));
  const [step, setStep] = useState(clampStep(preset ?? 1, lines));
  const error = packageCountError(text, max);
  const inputId = `packages-count-${order.id}`;
  const count = stepper ? step : Number(text);
  const canConfirm = stepper ? true : canConfirmCount(text, max);

  return (
    <ActionDialog
      variant={props.variant}
      open
      title={t(mode === 'ready' ? 'orders.actions.packages.readyTitle' : 'orders.actions.packages.changeTitle', { id: order.id })}
      okText={t(mode === 'ready' ? 'orders.actions.packages.readyOk' : 'orders.actions.save')}
      okDisabled={!canConfirm}
      busy={props.busy}
      lockState={props.lockState}
      onStop={props.onStop}
      onClose={props.onClose}
      onOk={() => canConfirm && props.onConfirm(count)}
    >
      <Form layout="vertical" component="div" requiredMark={false}>
        <Form.Item
          label={t('orders.actions.packages.label')}
          htmlFor={inputId}
          extra={t('orders.actions.packages.help', { max })}
          style={{ marginBottom: 0 }}
        >
          {stepper ? (
            <Stepper id={inputId} value={step} lines={lines} onChange={setStep} />
          ) : (
            <Tooltip open={error !== null} title={error && t(ERROR_TEXT[error], { max })} placement="right" color="red">
              <Input
                id={inputId}
                value={text}
                inputMode="numeric"
                autoComplete="off"
                autoFocus
                status={error ? 'error' : undefined}
                aria-invalid={error !== null}
                aria-describedby={error ? `${inputId}-error` : undefined}
                style={{ width: 160 }}
                onChange={(e) => setText(sanitizeCount(e.target.value))}
                onPressEnter={() => canConfirm && props.onConfirm(count)}
              />
            </Tooltip>
          )}
        </Form.Item>
        {/* The tooltip is visual; screen readers get the same text here. */}
        {!stepper && error && (
          <div id={`${inputId}-error`} role="alert">
            <VisuallyHidden>{t(ERROR_TEXT[error], { max })}</VisuallyHidden>
          </div>
        )}
      </Form>
    </ActionDialog>
  );
}

/** − value + with large touch targets (an antd compact group); the value never leaves 1..total. */
function Stepper({ id, value, lines, onChange }: { id: string; value: number; lines: EditLine[]; onChange(v: number): void }) {
  const { t } = useTranslation();
  const { min, max } = stepperRange(lines);
  return (
    <Space.Compact size="large">
      <Button icon={<MinusOutlined />} aria-label={t('orders.actions.packages.decrease')} disabled={value <= min} onClick={() => onChange(clampStep(value - 1, lines))} />
      <Input id={id} readOnly value={value} aria-live="polite" style={{ width: 72, textAlign: 'center', fontWeight: 600 }} />
      <Button icon={<PlusOutlined />} aria-label={t('orders.actions.packages.increase')} disabled={value >= max} onClick={() => onChange(clampStep(value + 1, lines))} />
    </Space.Compact>
  );
}

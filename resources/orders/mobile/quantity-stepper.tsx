import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeCount } from '../rules/package-count';

export interface QuantityStepperProps {
  value: number;
  /** The product's title, for the controls' accessible names. */
  title: string;
  /** A typed or stepped quantity; the editor ignores empty input and caps at the initial quantity. */
  onChange(input: string): void;
  disabled?: boolean;
}

const SIDE = 40;

/** − [n] + for one product line; typing is allowed, the field shows the applied value when left. */
export function QuantityStepper({ value, title, onChange, disabled }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Follow the applied value (a step, a restore, a cap) unless the person is mid-typing it.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <Space.Compact>
      <Button
        icon={<MinusOutlined aria-hidden />}
        aria-label={t('orders.mobile.details.decrease', { title })}
        disabled={disabled || value <= 0}
        onClick={() => onChange(String(value - 1))}
        style={{ width: SIDE }}
      />
      <Input
        aria-label={t('orders.mobile.details.quantity', { title })}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => {
          const next = sanitizeCount(e.target.value);
          setText(next);
          if (next !== '') onChange(next);
        }}
        onBlur={() => setText(String(value))}
        style={{ width: 52, textAlign: 'center' }}
      />
      <Button
        icon={<PlusOutlined aria-hidden />}
        aria-label={t('orders.mobile.details.increase', { title })}
        disabled={disabled}
        onClick={() => onChange(String(value + 1))}
        style={{ width: SIDE }}
      />
    </Space.Compact>
  );
}

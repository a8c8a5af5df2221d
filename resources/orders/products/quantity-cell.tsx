import { useState } from 'react';
import { Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { sanitizeCount } from '../rules/package-count';
import type { EditLine } from './use-product-editing';
import { COLORS } from '../../../src/controls/colors';

export interface QuantityCellProps {
  line: EditLine;
  /** Applies typed digits; answers whether the value was above the initial quantity (then capped). */
  onChange(sku: string, input: string): { tooHigh: boolean };
  disabled?: boolean;
}

/**
 * The quantity input of an edited line (spec 2 §4/§5). Only digits can be typed; an empty
 * field is ignored (the line keeps its quantity and the field shows it again on blur); a value
 * above initial_quantity is capped and the tooltip 'orders_details_products_quantity_error'
 * says why until the next keystroke or blur.
 */
export function QuantityCell({ line, onChange, disabled }: QuantityCellProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [tooHigh, setTooHigh] = useState(false);
  const title = line.title.ru;

  const change = (raw: string) => {
    const digits = sanitizeCount(raw);
    if (digits === '') {
      setDraft('');
      setTooHigh(false);
      return;
    }
    setDraft(null);
    setTooHigh(onChange(line.sku, digits).tooHigh);
  };

  return (
    <Tooltip open={tooHigh} title={t('orders_details_products_quantity_error', { max: line.initial_quantity })} placement="top">
      <Input
        size="small"
        inputMode="numeric"
        disabled={disabled}
        aria-label={t('orders.products.quantityOf', { title })}
        aria-invalid={tooHigh || undefined}
        status={tooHigh ? 'warning' : undefined}
        value={draft ?? String(line.quantity)}
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          setDraft(null);
          setTooHigh(false);
        }}
        suffix={<span style={{ color: COLORS.textSecondary, fontSize: 12 }}>/ {line.initial_quantity}</span>}
        style={{ width: 88 }}
      />
    </Tooltip>
  );
}

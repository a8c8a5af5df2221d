import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MULTI_SELECT_LIST_MAX_HEIGHT } from './multi-select';
import type { ChoiceOption } from './multi-select-rules';

export interface SingleSelectProps {
  /** Accessible name; also the placeholder while nothing is chosen. */
  label: string;
  /** Options with their displayed (already translated) labels. */
  options: ChoiceOption[];
  value: string | undefined;
  /** Called at once on choice (spec 1 §9: single-select applies and closes); undefined when cleared. */
  onChange(value: string | undefined): void;
  /** Offer a clear button (filters do; required form fields do not). */
  allowClear?: boolean;
  disabled?: boolean;
  style?: React.CSSProperties;
  /** For options another call provides: its loading or failed-load state (with its retry), shown while there are none. */
  listStatus?: React.ReactNode;
}

export function SingleSelect({ label, options, value, onChange, allowClear = true, disabled, style, listStatus }: SingleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<string>
      aria-label={label}
      placeholder={label || t('controls.singleSelect.placeholder')}
      options={options}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      allowClear={allowClear}
      disabled={disabled}
      listHeight={MULTI_SELECT_LIST_MAX_HEIGHT}
      popupMatchSelectWidth={false}
      showSearch={options.length > 10}
      optionFilterProp="label"
      notFoundContent={listStatus}
      style={{ minWidth: 160, ...style }}
    />
  );
}

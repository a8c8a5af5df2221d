import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../format/dates';
import { CalendarOutlined, CloseCircleFilled, SwapRightOutlined } from './lean-icons';
import { decideRange, presetRange, toPickerValue, type DatePreset, type IsoRange } from './date-range-rules';

export interface DateRangeProps {
  /** Accessible name of the control (each end is also labelled). */
  label: string;
  /** The applied range as ISO instants, or undefined for none. */
  value: IsoRange | undefined;
  /** Called when both ends are set (the range) or both cleared (undefined); never for one end. */
  onChange(value: IsoRange | undefined): void;
  presets?: DatePreset[];
  /** Allow clearing (a list filter may be empty; a required period may not). */
  allowClear?: boolean;
}

const ALL_PRESETS: DatePreset[] = ['today', 'week', 'month'];
/** Shown as dd MMM yyyy; typed as dd.mm.yyyy too, since month names are hard to type. */
const FORMATS = [DATE_FORMAT, 'DD.MM.YYYY', 'YYYY-MM-DD'];
/**
 * antd's own icons and separator (its classes), as lean icons: the period sits above every list
 * (issue 30). antd's clear icon named its button; a lean one is silent unless given the name.
 */
const SUFFIX = <CalendarOutlined />;
const SEPARATOR = (
  <span className="ant-picker-separator" aria-hidden>
    <SwapRightOutlined />
  </span>
);

export function DateRange({ label, value, onChange, presets = ALL_PRESETS, allowClear = true }: DateRangeProps) {
  const { t } = useTranslation();
  const clear = useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('controls.dateRange.clear')} /> }), [t]);
  const apply = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const decision = decideRange(dates);
    if (decision.kind === 'apply') onChange(decision.value);
    else if (decision.kind === 'clear') onChange(undefined);
  };
  return (
    <div role="group" aria-label={label} style={{ display: 'inline-block' }}>
      <DatePicker.RangePicker
        value={toPickerValue(value)}
        onChange={(dates) => apply(dates)}
        format={FORMATS}
        allowClear={allowClear && clear}
        suffixIcon={SUFFIX}
        separator={SEPARATOR}
        placeholder={[t('controls.dateRange.from'), t('controls.dateRange.to')]}
        presets={presets.map((p) => ({ label: t(`controls.dateRange.${p}`), value: () => presetRange(p) }))}
      />
    </div>
  );
}

import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../format/dates';

export interface DayPickerProps {
  /** Accessible name (also the placeholder). */
  label: string;
  /** The chosen day as yyyy-MM-dd (the user's calendar day), or undefined. */
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** Shown as dd MMM yyyy; typed as dd.mm.yyyy too. */
const FORMATS = [DATE_FORMAT, 'DD.MM.YYYY', 'YYYY-MM-DD'];
export const DAY_VALUE_FORMAT = 'YYYY-MM-DD';

/** One calendar day (a list filter such as the upload history's `updated_at_short`). */
export function DayPicker({ label, value, onChange }: DayPickerProps) {
  const day = value ? dayjs(value, DAY_VALUE_FORMAT) : null;
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      value={day?.isValid() ? day : null}
      format={FORMATS}
      allowClear
      onChange={(next) => onChange(next ? next.format(DAY_VALUE_FORMAT) : undefined)}
    />
  );
}

import { AutoComplete, Input } from 'antd';
import { TIME_PLACEHOLDER } from '../../../src/engine/form-fields';
import { TIME_CHOICES, maskTime } from '../rules/schedule';
import { TooltipError } from './tooltip-error';

interface Props {
  value: string;
  onChange(value: string): void;
  label: string;
  error?: string;
}

const complete = (text: string) => /^\d{2}:\d{2}$/.test(text);

/**
 * An HH:mm time (spec 1 §9: placeholder "--:--"): typed digits get their colon, or a time is
 * picked from the half hours 00:00..24:00. A text-based picker rather than antd's TimePicker,
 * because a day may close at 24:00, and a time past it must stay visible to be marked.
 */
export function TimeInput({ value, onChange, label, error }: Props) {
  const typed = value && !complete(value) ? value : '';
  const options = TIME_CHOICES.filter((time) => time.startsWith(typed)).map((time) => ({ value: time }));
  return (
    <TooltipError error={error}>
      {({ status, ...aria }) => (
        <AutoComplete value={value} options={options} onChange={(next: string) => onChange(maskTime(next))} status={status} popupMatchSelectWidth={96} style={{ width: 96 }}>
          <Input {...aria} aria-label={label} placeholder={TIME_PLACEHOLDER} inputMode="numeric" autoComplete="off" />
        </AutoComplete>
      )}
    </TooltipError>
  );
}

import { dayjs } from '../../../src/format/dates';
import type { ChoiceOption } from '../../../src/controls/multi-select-rules';

/** `ноябрь 2026` in the current dayjs locale, for a `yyyy-MM` month. */
export function monthOptions(months: string[]): ChoiceOption[] {
  return months.map((m) => {
    const label = dayjs(`${m}-01`).format('MMMM YYYY');
    return { value: m, label: label.charAt(0).toUpperCase() + label.slice(1) };
  });
}

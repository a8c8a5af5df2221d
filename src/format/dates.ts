import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import localeData from 'dayjs/plugin/localeData';
import weekday from 'dayjs/plugin/weekday';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import 'dayjs/locale/en';

dayjs.extend(updateLocale);
dayjs.extend(localeData);
dayjs.extend(weekday);

// The week starts on Monday in every language (spec 1 §1), English included, since
// antd's pickers take the first weekday from the dayjs locale.
for (const name of ['ru', 'kk', 'en']) dayjs.updateLocale(name, { weekStart: 1 });
// Russian is the default interface language (spec 1 §9) until i18n says otherwise.
dayjs.locale('ru');

/** The spec's common date format, dd MMM yyyy. */
export const DATE_FORMAT = 'DD MMM YYYY';
export const DATE_TIME_FORMAT = 'DD MMM YYYY, HH:mm';

function format(iso: string | number | Date | null | undefined, pattern: string): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(pattern) : '';
}

/** `12 янв. 2025` in the current dayjs locale; empty for a missing or invalid date. */
export function formatDate(iso: string | number | Date | null | undefined): string {
  return format(iso, DATE_FORMAT);
}

/** `12 янв. 2025, 14:05` in the current dayjs locale; empty for a missing or invalid date. */
export function formatDateTime(iso: string | number | Date | null | undefined): string {
  return format(iso, DATE_TIME_FORMAT);
}

export { dayjs };

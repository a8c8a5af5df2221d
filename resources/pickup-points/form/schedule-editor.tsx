import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyToWorkingDays, DEFAULT_HOURS, scheduleProblems, type DayDraft } from '../rules/schedule';
import { TimeInput } from './time-input';
import { COLORS } from '../../../src/controls/colors';

interface Props {
  value?: DayDraft[];
  onChange?(value: DayDraft[]): void;
  /** Tells the page that hours were copied (a toast). */
  onCopied?(day: string): void;
}

/**
 * The weekly schedule (spec 3 §3, §5): a row per weekday with its working-day box and its
 * time ranges (several a day), each range's error as a tooltip on the time that is wrong,
 * a way to add and remove ranges, and to copy one day's hours to every working day.
 */
export function ScheduleEditor({ value = [], onChange, onCopied }: Props) {
  const { t } = useTranslation();
  const problems = scheduleProblems(value);
  const set = (weekDay: number, change: (day: DayDraft) => DayDraft) => onChange?.(value.map((d) => (d.week_day === weekDay ? change(d) : d)));
  const dayName = (day: number) => t(`pickup-points.schedule.weekdays.${day}`);

  return (
    <div role="group" aria-label={t('pickup-points.form.sections.schedule')}>
      {problems.noWorkingDay && <Alert type="error" showIcon role="alert" message={t('pickup-points.schedule.noWorkingDay')} style={{ marginBottom: 12 }} />}
      {value.map((day) => {
        const errors = problems.errors[day.week_day] ?? [];
        const name = dayName(day.week_day);
        return (
          <Flex key={day.week_day} align="flex-start" gap={16} wrap style={{ padding: '10px 0', borderBottom: `1px solid ${COLORS.border}` }} data-testid={`schedule-day-${day.week_day}`}>
            <div style={{ width: 160, paddingTop: 5 }}>
              <Checkbox checked={day.working} onChange={(e) => set(day.week_day, (d) => ({ ...d, working: e.target.checked, ranges: d.ranges.length ? d.ranges : [{ ...DEFAULT_HOURS }] }))}>
                {name}
              </Checkbox>
            </div>
            {day.working ? (
              <Flex vertical gap={8} style={{ flex: '1 1 320px' }}>
                {day.ranges.map((range, i) => {
                  const error = errors[i] ? t(`pickup-points.schedule.errors.${errors[i]}`) : undefined;
                  // The error sits on the time that is wrong: the closing one unless the opening is.
                  const onFrom = error && (errors[i] === 'required' || errors[i] === 'format' || errors[i] === 'beyond24') && !validish(range.from) ? error : undefined;
                  const onTo = error && !onFrom ? error : undefined;
                  const update = (edge: 'from' | 'to') => (text: string) => set(day.week_day, (d) => ({ ...d, ranges: d.ranges.map((r, k) => (k === i ? { ...r, [edge]: text } : r)) }));
                  return (
                    <Flex key={i} align="center" gap={8}>
                      <TimeInput value={range.from} onChange={update('from')} label={t('pickup-points.schedule.rangeFrom', { day: name })} error={onFrom} />
                      <span aria-hidden>—</span>
                      <TimeInput value={range.to} onChange={update('to')} label={t('pickup-points.schedule.rangeTo', { day: name })} error={onTo} />
                      {day.ranges.length > 1 && (
                        <Tooltip title={t('pickup-points.schedule.removeRange', { from: range.from || '--:--', to: range.to || '--:--' })}>
                          <Button
                            type="text"
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('pickup-points.schedule.removeRange', { from: range.from || '--:--', to: range.to || '--:--' })}
                            onClick={() => set(day.week_day, (d) => ({ ...d, ranges: d.ranges.filter((_, k) => k !== i) }))}
                          />
                        </Tooltip>
                      )}
                    </Flex>
                  );
                })}
                <div>
                  <Button type="link" size="small" icon={<PlusOutlined aria-hidden />} style={{ paddingInline: 0 }} onClick={() => set(day.week_day, (d) => ({ ...d, ranges: [...d.ranges, { from: '', to: '' }] }))}>
                    {t('pickup-points.schedule.addRange')}
                  </Button>
                </div>
              </Flex>
            ) : (
              <Typography.Text type="secondary" style={{ flex: '1 1 320px', paddingTop: 5 }}>
                {t('pickup-points.schedule.dayOff')}
              </Typography.Text>
            )}
            {day.working && (
              <Button
                icon={<CopyOutlined aria-hidden />}
                aria-label={t('pickup-points.schedule.copyLabel', { day: name })}
                onClick={() => {
                  onChange?.(copyToWorkingDays(value, day.week_day));
                  onCopied?.(name);
                }}
              >
                {t('pickup-points.schedule.copy')}
              </Button>
            )}
          </Flex>
        );
      })}
    </div>
  );
}

/** A complete time of day (the error then belongs to the other end or to the pair). */
function validish(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(text.trim());
}

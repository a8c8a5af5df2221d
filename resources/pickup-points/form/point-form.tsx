import { addressSearchAvailable } from '../../../src/address/address-services';
import { useCallback, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../providers/api/cities-api';
import { streetLine, addressProblem } from '../../../providers/geocoder/address-rules';
import type { GeoPoint } from '../../../providers/geocoder/types';
import { EMPTY_ADDRESS } from '../../../src/address/address-field';
import { geocoder } from '../../../src/address/address-services';
import { usePointToasts } from '../pickup-points-services';
import type { PointFormValues } from '../rules/body';
import { scheduleProblems, type DayDraft } from '../rules/schedule';
import { AddressSection } from './address-section';
import { MainFields } from './main-fields';
import { ScheduleEditor } from './schedule-editor';
import { useLeaveGuard } from '../../../src/controls/use-leave-guard';
import { useRight, useRights, WithReason } from '../../../src/engine/rights';
import { useSavePoint } from './use-save-point';
import { COLORS } from '../../../src/controls/colors';

interface Props {
  /** The store id being edited; none when creating. */
  editId?: string;
  initial: PointFormValues;
  taken: string[];
  cities: City[];
  /** Where to go after saving or cancelling. */
  leave(): void;
}

const section = { style: { marginBottom: 16 }, styles: { body: { paddingBottom: 8 } } } as const;

/** The one form for create and edit (spec 3 §2): main fields, the geocoded address with its map, the weekly schedule. */
export function PointForm({ editId, initial, taken, cities, leave }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PointFormValues>();
  const [dirty, setDirty] = useState(false);
  const toasts = usePointToasts();
  const { confirmLeave, release } = useLeaveGuard(dirty);
  const saved = useCallback(() => release(leave), [release, leave]);
  const { save, saving } = useSavePoint(editId, saved, form);
  // Issue 28: saving needs pickup_points.manage. Opened without it (by URL: the list leaves out
  // the create button) the form is shown read-only, with a notice, and its save is disabled with
  // the reason; cancel stays live. While the rights load it waits the same way ("checking").
  const manage = useRight('pickup_points.manage');
  const checking = useRights().status === 'pending';
  const readOnly = !manage.allowed;

  const schedule = (Form.useWatch('schedule', form) as DayDraft[] | undefined) ?? initial.schedule;
  const cityId = (Form.useWatch('cityId', form) as string | undefined) ?? initial.cityId;
  const cityName = cities.find((c) => c.id === cityId)?.name.ru ?? 'Алматы';
  const problems = scheduleProblems(schedule);
  const blocked = problems.noWorkingDay || problems.hasTimeError;

  const onValuesChange = (changed: Partial<PointFormValues>) => {
    setDirty(true);
    // Typed by hand (no geocoder), the street and house stay and follow the city (ManualAddress).
    if ('cityId' in changed && addressSearchAvailable) {
      // Another city: the street must be found again there (the text stays).
      const typed = form.getFieldValue('address')?.text ?? '';
      form.setFieldsValue({ address: { ...EMPTY_ADDRESS, text: typed } });
    }
  };

  // The pin was moved: the address follows it when the geocoder knows a house there.
  const onPinMoved = async (point: GeoPoint) => {
    try {
      const found = await geocoder.reverse(point);
      if (!found || addressProblem(found)) {
        toasts.failure('pickup-point-pin', null, () => t('address.errors.notFound'));
        return;
      }
      form.setFieldsValue({ address: { text: streetLine(found), address: found, problem: null } });
      setDirty(true);
      void form.validateFields(['address']);
      toasts.success('pickup-point-pin', t('address.map.moved', { address: found.formatted }));
    } catch (error) {
      toasts.failure('pickup-point-pin', error, () => t('address.errors.unavailable'));
    }
  };

  return (
    <Form<PointFormValues>
      form={form}
      disabled={readOnly}
      name="pickup-point"
      layout="vertical"
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={(values) => void save({ ...initial, ...values })}
      scrollToFirstError={{ block: 'center' }}
      requiredMark
    >
      {readOnly && <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} message={manage.reason} description={checking ? undefined : t('pickup-points.form.readOnly')} />}
      <Card title={t('pickup-points.form.sections.main')} {...section}>
        <MainFields editing={Boolean(editId)} taken={taken} />
      </Card>
      <Card title={t('pickup-points.form.sections.address')} {...section}>
        <AddressSection cities={cities} cityName={cityName} onPinMoved={readOnly ? undefined : (p) => void onPinMoved(p)} />
      </Card>
      <Card title={t('pickup-points.form.sections.schedule')} {...section}>
        <Form.Item name="schedule" noStyle>
          <ScheduleEditor onCopied={(day) => toasts.success('pickup-point-copy', t('pickup-points.schedule.copied', { day }))} />
        </Form.Item>
      </Card>
      <Flex gap={8} align="center" style={{ position: 'sticky', bottom: 0, zIndex: 3, padding: '12px 16px', background: COLORS.surface, borderTop: `1px solid ${COLORS.border}`, borderRadius: 8, boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)' }}>
        {readOnly ? (
          <WithReason reason={manage.reason}>
            <Button type="primary" htmlType="submit" disabled>
              {t(editId ? 'pickup-points.form.save' : 'pickup-points.form.create')}
            </Button>
          </WithReason>
        ) : (
          <Tooltip title={blocked ? t('pickup-points.form.saveBlocked') : undefined}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving || blocked}>
              {t(editId ? 'pickup-points.form.save' : 'pickup-points.form.create')}
            </Button>
          </Tooltip>
        )}
        {/* Live in a read-only form too (the form's disabled would take it). */}
        <Button htmlType="button" disabled={false} onClick={() => confirmLeave(leave)}>
          {t('pickup-points.form.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}

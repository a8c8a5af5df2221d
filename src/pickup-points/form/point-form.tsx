import { useCallback, useState } from 'react';
import { Button, Card, Flex, Form, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../providers/api/registration-api';
import { streetLine, addressProblem } from '../../../providers/geocoder/address-rules';
import type { GeoPoint } from '../../../providers/geocoder/types';
import { EMPTY_ADDRESS } from '../../address/address-field';
import { geocoder } from '../../address/address-services';
import { usePointToasts } from '../pickup-points-services';
import type { PointFormValues } from '../rules/body';
import { scheduleProblems, type DayDraft } from '../rules/schedule';
import { AddressSection } from './address-section';
import { MainFields } from './main-fields';
import { ScheduleEditor } from './schedule-editor';
import { useLeaveGuard } from '../../controls/use-leave-guard';
import { useSavePoint } from './use-save-point';

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
  const { save, saving } = useSavePoint(editId, saved);

  const schedule = (Form.useWatch('schedule', form) as DayDraft[] | undefined) ?? initial.schedule;
  const cityId = (Form.useWatch('cityId', form) as string | undefined) ?? initial.cityId;
  const cityName = cities.find((c) => c.id === cityId)?.name.ru ?? 'Алматы';
  const problems = scheduleProblems(schedule);
  const blocked = problems.noWorkingDay || problems.hasTimeError;

  const onValuesChange = (changed: Partial<PointFormValues>) => {
    setDirty(true);
    if ('cityId' in changed) {
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
      name="pickup-point"
      layout="vertical"
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={(values) => void save({ ...initial, ...values })}
      scrollToFirstError={{ block: 'center' }}
      requiredMark
    >
      <Card title={t('pickup-points.form.sections.main')} {...section}>
        <MainFields editing={Boolean(editId)} taken={taken} />
      </Card>
      <Card title={t('pickup-points.form.sections.address')} {...section}>
        <AddressSection cities={cities} cityName={cityName} onPinMoved={(p) => void onPinMoved(p)} />
      </Card>
      <Card title={t('pickup-points.form.sections.schedule')} {...section}>
        <Form.Item name="schedule" noStyle>
          <ScheduleEditor onCopied={(day) => toasts.success('pickup-point-copy', t('pickup-points.schedule.copied', { day }))} />
        </Form.Item>
      </Card>
      <Flex gap={8} align="center" style={{ position: 'sticky', bottom: 0, zIndex: 3, padding: '12px 16px', background: '#fff', borderTop: '1px solid #f0f0f0', borderRadius: 8, boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)' }}>
        <Tooltip title={blocked ? t('pickup-points.form.saveBlocked') : undefined}>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving || blocked}>
            {t(editId ? 'pickup-points.form.save' : 'pickup-points.form.create')}
          </Button>
        </Tooltip>
        <Button htmlType="button" onClick={() => confirmLeave(leave)}>
          {t('pickup-points.form.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}

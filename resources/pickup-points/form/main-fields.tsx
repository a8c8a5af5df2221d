import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone, normalizePhone } from '../../../src/format/phone';
import { DELIVERY_DAYS_MAX_LENGTH, digitsOnly, PRIORITY_MAX, storeIdError } from '../rules/inputs';

interface Props {
  /** Edit: the store id cannot change (spec 3 §2 "immutable after creation"). */
  editing: boolean;
  /** Store ids of the shop's other points (create: a taken one is refused here already). */
  taken: string[];
}

/** store_id, name, priority, contact person and phone, delivery days, the active flag (spec 3 §3, §5). */
export function MainFields({ editing, taken }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(`pickup-points.form.fields.${key}`);
  const error = (key: string) => t(`pickup-points.form.errors.${key}`);
  const required = { required: true, whitespace: true, message: error('required') };

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item
          name="store_id"
          label={label('store_id')}
          required
          extra={editing ? t('pickup-points.form.hints.storeIdImmutable') : undefined}
          rules={editing ? [] : [{ validator: async (_, v?: string) => { const e = storeIdError(v ?? '', taken); if (e) throw new Error(error(e)); } }]}
        >
          <Input disabled={editing} maxLength={40} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={label('name')} rules={[required, { max: 100, message: error('required') }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="isActive" label={label('isActive')} valuePropName="checked" tooltip={t('pickup-points.form.hints.isActive')}>
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="contactInfo" label={label('contactInfo')} rules={[required]}>
          <Input maxLength={200} placeholder={t('pickup-points.form.placeholders.contactInfo')} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="phone"
          label={label('phone')}
          required
          getValueFromEvent={(e: { target: { value: string } }) => formatPhone(e.target.value)}
          rules={[{ validator: async (_, v?: string) => { if (!v?.trim()) throw new Error(error('required')); if (!normalizePhone(v)) throw new Error(error('phone')); } }]}
        >
          <Input inputMode="tel" autoComplete="off" placeholder={t('pickup-points.form.placeholders.phone')} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="priority" label={label('priority')} tooltip={t('pickup-points.form.hints.priority')} rules={[{ required: true, type: 'integer', min: 1, max: PRIORITY_MAX, message: error('priority') }]}>
          <InputNumber min={1} max={PRIORITY_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="deliveryDays" label={label('deliveryDays')} extra={t('pickup-points.form.hints.deliveryDays')} getValueFromEvent={(e: { target: { value: string } }) => digitsOnly(e.target.value)} rules={[required]}>
          <Input inputMode="numeric" maxLength={DELIVERY_DAYS_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

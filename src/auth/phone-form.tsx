import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone, normalizePhone } from '../format/phone';
import { phoneError } from './rules/phone-rule';

/** The phone with the +7 (XXX) XXX-XX-XX mask; submits the normalised 11 digits. */
export function PhoneForm({ initial, busy, onSubmit }: { initial?: string; busy: boolean; onSubmit: (phone: string) => void }) {
  const { t } = useTranslation();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone: initial ? formatPhone(initial) : '' }}
      onFinish={({ phone }: { phone: string }) => {
        const normalized = normalizePhone(phone);
        if (normalized && !busy) onSubmit(normalized);
      }}
    >
      <Form.Item
        name="phone"
        label={t('auth.signIn.phone')}
        normalize={(value: string) => formatPhone(value ?? '')}
        validateTrigger="onSubmit"
        rules={[{ validator: (_, value: string = '') => { const key = phoneError(value); return key ? Promise.reject(new Error(t(key))) : Promise.resolve(); } }]}
      >
        <Input size="large" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('auth.signIn.continue')}
      </Button>
    </Form>
  );
}

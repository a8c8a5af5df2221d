import { Button, Flex, Form, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../providers/http/errors';
import { formatPhone, normalizePhone } from '../../../src/format/phone';
import { saveSmsRequest } from '../../../src/controls/sms-requests';
import { employeesApi } from '../employees-services';

/** Step 1: the new employee's phone, +7 mask, 11 digits (employees_sign_in_phone_input_error); sends the code. */
export function PhoneStep({ initial, onSent, onTyped, onCancel }: { initial?: string; onSent(phone: string): void; onTyped(): void; onCancel(): void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sending = useRef(false);

  const submit = async ({ phone }: { phone: string }) => {
    const normalized = normalizePhone(phone);
    if (!normalized || sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      await employeesApi.requestCode(normalized);
      saveSmsRequest(`employee:${normalized}`);
      onSent(normalized);
    } catch (error) {
      const key = errorKeyOf(error);
      setProblem(i18n.exists(key) ? key : 'errors.unknown');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} initialValues={{ phone: initial ? formatPhone(initial) : '' }} onFinish={submit} onValuesChange={onTyped} style={{ maxWidth: 400 }}>
      <Typography.Paragraph type="secondary">{t('employees.wizard.phoneHint')}</Typography.Paragraph>
      <Form.Item
        name="phone"
        label={t('employees.wizard.phone')}
        normalize={(value: string) => formatPhone(value ?? '')}
        validateTrigger="onSubmit"
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(problem) : undefined}
        rules={[{ validator: (_, value: string = '') => (normalizePhone(value) ? Promise.resolve() : Promise.reject(new Error(t('employees_sign_in_phone_input_error')))) }]}
      >
        <Input size="large" inputMode="tel" autoComplete="off" placeholder="+7 (___) ___-__-__" autoFocus />
      </Form.Item>
      <Flex gap={8}>
        <Button onClick={onCancel}>{t('employees.wizard.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('employees.wizard.sendCode')}
        </Button>
      </Flex>
    </Form>
  );
}

import { Button, Flex, Form, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiedPerson } from '../employees-api';
import { errorKeyOf, isAppError } from '../../../providers/http/errors';
import { formatPhone } from '../../../src/format/phone';
import { formatWait, useResendTimer } from '../../../src/controls/use-resend-timer';
import { employeesApi } from '../employees-services';
import { isCode } from '../rules';

/** Keys that mean "this is not the code": the input shows the error state with the spec's key. */
const WRONG_CODE = new Set(['auth_otp_wrong', 'code_too_short']);

interface Props {
  phone: string;
  rejected: boolean;
  onRejected(): void;
  onTyped(): void;
  onVerified(person: VerifiedPerson): void;
  onBack(): void;
}

/**
 * Step 2: the 4-digit code sent to the employee's phone (employees_verify_otp_input_error).
 * A wrong code shows the error state and keeps what was typed; a new code after 60 s.
 */
export function CodeStep({ phone, rejected, onRejected, onTyped, onVerified, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sending = useRef(false);
  const { secondsLeft, markSent } = useResendTimer(`employee:${phone}`);

  const verify = async ({ code }: { code: string }) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      onVerified(await employeesApi.verifyCode(phone, code));
    } catch (error) {
      if (isAppError(error) && WRONG_CODE.has(error.key)) onRejected();
      else {
        const key = errorKeyOf(error);
        setProblem(i18n.exists(key) ? key : 'errors.unknown');
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const resend = async () => {
    setProblem(undefined);
    try {
      await employeesApi.requestCode(phone);
      markSent();
    } catch (error) {
      const key = errorKeyOf(error);
      setProblem(i18n.exists(key) ? key : 'errors.unknown');
    }
  };

  const shown = rejected ? 'employees_verify_otp_input_error' : problem;
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={verify} onValuesChange={onTyped} style={{ maxWidth: 400 }}>
      <Typography.Paragraph type="secondary">{t('employees.wizard.codeSentTo', { phone: formatPhone(phone) })}</Typography.Paragraph>
      <Form.Item
        name="code"
        label={t('employees.wizard.code')}
        normalize={(value: string) => (value ?? '').replace(/\D/g, '').slice(0, 4)}
        validateTrigger="onSubmit"
        validateStatus={shown ? 'error' : undefined}
        help={shown ? t(shown) : undefined}
        rules={[{ validator: (_, value: string = '') => (isCode(value) ? Promise.resolve() : Promise.reject(new Error(t('employees_verify_otp_input_error')))) }]}
      >
        <Input size="large" inputMode="numeric" autoComplete="one-time-code" maxLength={4} style={{ width: 160, letterSpacing: 6 }} autoFocus />
      </Form.Item>
      <Flex gap={8} wrap align="center">
        <Button onClick={onBack}>{t('employees.wizard.changePhone')}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('employees.wizard.verify')}
        </Button>
        {secondsLeft > 0 ? (
          <Typography.Text type="secondary">{t('employees.wizard.resendIn', { time: formatWait(secondsLeft) })}</Typography.Text>
        ) : (
          <Button type="link" onClick={() => void resend()}>
            {t('employees.wizard.resend')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AccountStatus, UserKind } from '../../providers/api/auth-api';
import { config } from '../../providers/config';
import { isAppError } from '../../providers/http/errors';
import { authApi, authProvider } from '../app/auth-services';
import { AuthLayout } from './auth-layout';
import { formatPhone, normalizePhone } from './phone';

type Step = { kind: 'phone' } | { kind: 'password'; phone: string } | { kind: 'notice'; key: string };

/** /auth/sign-in: phone first; the account status decides the next form (spec 1 §2). */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [form] = Form.useForm<{ phone: string; password: string }>();

  const nextForStatus = (phone: string, status: AccountStatus, kind: UserKind): Step => {
    if (status === 'ACTIVE' && kind === 'full') return { kind: 'password', phone };
    if (status === 'WAITING') return { kind: 'notice', key: 'auth.signIn.waiting' };
    return { kind: 'notice', key: 'auth.signIn.smsOnly' }; // SMS and password-creation flows: the account issue
  };

  const submitPhone = async ({ phone }: { phone: string }) => {
    const normalized = normalizePhone(phone);
    if (!normalized || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await authApi.getUserKind(normalized);
      setStep(nextForStatus(normalized, answer.account_status, answer.user_kind));
    } catch (e) {
      setError(isAppError(e) && e.statusCode === 404 ? 'auth.signIn.userNotFound' : isAppError(e) ? e.key : 'errors.unknown');
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = async ({ password }: { password: string }) => {
    if (step.kind !== 'password' || busy) return;
    setBusy(true);
    setError(undefined);
    const result = await authProvider.login({ phone: step.phone, password });
    setBusy(false);
    if (result.success) navigate(result.redirectTo ?? '/auth/sign-in/partner-selection');
    else if (result.error?.name === 'noStores') setStep({ kind: 'notice', key: 'auth.signIn.noStores' });
    else setError(result.error?.message ?? 'errors.unknown');
  };

  return (
    <AuthLayout title={t('auth.signIn.title')}>
      {error && <Alert role="alert" type="error" showIcon message={t(error)} style={{ marginBottom: 16 }} />}
      {step.kind === 'notice' ? (
        <>
          <Alert type="info" showIcon message={t(step.key, { phone: config.supportPhone })} />
          <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => setStep({ kind: 'phone' })}>
            {t('auth.signIn.changePhone')}
          </Button>
        </>
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={step.kind === 'phone' ? submitPhone : submitPassword}>
          <Form.Item
            name="phone"
            label={t('auth.signIn.phone')}
            normalize={(value: string) => formatPhone(value)}
            rules={[{ validator: (_, value: string) => (normalizePhone(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('auth.signIn.phoneInvalid')))) }]}
          >
            <Input size="large" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" disabled={step.kind === 'password'} autoFocus />
          </Form.Item>
          {step.kind === 'password' && (
            <>
              <Form.Item name="password" label={t('auth.signIn.password')} rules={[{ required: true, message: t('auth.signIn.passwordRequired') }]}>
                <Input.Password size="large" autoComplete="current-password" autoFocus />
              </Form.Item>
              <Typography.Link onClick={() => { setStep({ kind: 'phone' }); setError(undefined); }}>{t('auth.signIn.changePhone')}</Typography.Link>
            </>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={busy} style={{ marginTop: 16 }}>
            {t(step.kind === 'phone' ? 'auth.signIn.continue' : 'auth.signIn.submit')}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}

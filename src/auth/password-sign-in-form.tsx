import { Alert, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authProvider } from '../../providers/auth-services';

/** ACTIVE account, password tab: phone + password; "forgot password" leads to an SMS code. */
export function PasswordSignInForm({ phone, onDone, onNoStores, onForgot }: { phone: string; onDone: (to: string) => void; onNoStores: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const sending = useRef(false);

  const submit = async ({ password }: { password: string }) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    const result = await authProvider.login({ phone, password });
    sending.current = false;
    setBusy(false);
    if (result.success) onDone(result.redirectTo ?? '/auth/sign-in/partner-selection');
    else if (result.error?.name === 'noStores') onNoStores();
    else setError(result.error?.message ?? 'errors.unknown');
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={(v: { password: string }) => void submit(v)}>
      {error && <Alert role="alert" type="error" showIcon message={t(error, { defaultValue: t('errors.unknown') })} style={{ marginBottom: 12 }} />}
      <Form.Item name="password" label={t('auth.signIn.password')} rules={[{ required: true, message: t('auth.signIn.passwordRequired') }]}>
        <Input.Password size="large" autoComplete="current-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('auth.signIn.submit')}
      </Button>
      <Button type="link" size="small" onClick={onForgot} style={{ padding: 0, marginTop: 12 }}>
        {t('auth.step.forgot')}
      </Button>
    </Form>
  );
}

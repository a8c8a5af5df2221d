import { App, Button, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MerchantTokens } from '../../providers/api/auth-api';
import { authProvider } from '../../providers/auth-services';
import { AuthLayout } from './auth-layout';
import { NewPasswordForm } from './new-password-form';
import { formatPhone, normalizePhone } from '../format/phone';
import { SmsCodeForm } from './sms-code-form';
import { clearSmsRequest } from '../controls/sms-requests';

const APPLICATION_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /auth/sign-up?phone=&application_id= (spec 1 §2, §4): the SMS code (user tokens), the fast
 * sign-up with the application (a new NEW store), then the password; then registration.
 * The new store's tokens are held here until the password is saved: stored earlier, the guard
 * would take the person to /register before the password step.
 * "already exist": the saved SMS request and the session are cleared, and sign-in opens with
 * this number and a toast telling the person to sign in with it.
 */
export default function SignUpPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const phone = normalizePhone(params.get('phone') ?? '');
  const applicationId = params.get('application_id') ?? '';
  const [store, setStore] = useState<MerchantTokens>();

  if (!phone || !APPLICATION_RE.test(applicationId)) {
    return (
      <AuthLayout title={t('auth.signUp.title')}>
        <Result status="warning" style={{ padding: 0 }} subTitle={t('auth.signUp.badLink')} extra={<Link to="/auth/sign-in">{t('auth.signUp.toSignIn')}</Link>} />
      </AuthLayout>
    );
  }

  const verify = async (code: string) => {
    await authProvider.verifyCode(phone, code);
    const answer = await authProvider.signUp(applicationId);
    if (answer !== 'exists') return setStore(answer);
    clearSmsRequest(phone);
    void message.info(t('auth.signUp.exists', { phone: formatPhone(phone) }));
    navigate(`/auth/sign-in?phone=${phone}`, { replace: true });
  };

  const savePassword = async (password: string) => {
    if (!store) return;
    await authProvider.createPassword(password);
    navigate(authProvider.enterStore(store, 'NEW'), { replace: true });
  };

  return (
    <AuthLayout title={t('auth.signUp.title')}>
      <Steps
        size="small"
        current={store ? 1 : 0}
        items={[{ title: t('auth.signUp.stepCode') }, { title: t('auth.signUp.stepPassword') }]}
        style={{ marginBottom: 16 }}
      />
      <p style={{ marginTop: 0, fontWeight: 600 }}>{formatPhone(phone)}</p>
      {store ? (
        <NewPasswordForm submitLabel={t('auth.password.save')} onSubmit={savePassword} />
      ) : (
        <SmsCodeForm key={phone} phone={phone} autoSend submitLabel={t('auth.sms.next')} onSubmit={verify} />
      )}
      {!store && (
        <Button type="link" size="small" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => navigate('/auth/sign-in')}>
          {t('auth.signUp.toSignIn')}
        </Button>
      )}
    </AuthLayout>
  );
}

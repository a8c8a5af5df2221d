import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { authProvider } from '../../providers/auth-services';
import { CodeThenPassword } from './code-then-password';
import { PasswordSignInForm } from './password-sign-in-form';
import { SmsCodeForm } from './sms-code-form';

/** The steps of /auth/sign-in after the phone: the page loads them apart (sign-in-page.tsx), so its first screen is the phone form alone. */
export type SignInStepKind = 'tabs' | 'sms' | 'create-password' | 'recover';

interface Props {
  kind: SignInStepKind;
  phone: string;
  onDone: (to: string) => void;
  onNoStores: () => void;
  onForgot: () => void;
}

export default function SignInStep({ kind, phone, onDone, onNoStores, onForgot }: Props) {
  const { t } = useTranslation();
  if (kind === 'tabs') {
    return (
      <Tabs
        size="small"
        items={[
          { key: 'password', label: t('auth.tabs.password'), children: <PasswordSignInForm phone={phone} onDone={onDone} onNoStores={onNoStores} onForgot={onForgot} /> },
          { key: 'sms', label: t('auth.tabs.sms'), children: <SmsSignIn phone={phone} autoSend={false} onDone={onDone} onNoStores={onNoStores} /> },
        ]}
      />
    );
  }
  if (kind === 'sms') return <SmsSignIn phone={phone} autoSend onDone={onDone} onNoStores={onNoStores} />;
  return <CodeThenPassword key={kind} phone={phone} mode={kind === 'recover' ? 'replace' : 'create'} onDone={onDone} onNoStores={onNoStores} />;
}

/** SMS sign-in: the code gives user tokens, then the stores decide where to go. */
function SmsSignIn({ phone, autoSend, onDone, onNoStores }: { phone: string; autoSend: boolean; onDone: (to: string) => void; onNoStores: () => void }) {
  const { t } = useTranslation();
  return (
    <SmsCodeForm
      key={phone}
      phone={phone}
      autoSend={autoSend}
      submitLabel={t('auth.sms.submit')}
      onSubmit={async (code) => {
        await authProvider.verifyCode(phone, code);
        const next = await authProvider.afterUserSignIn();
        if (next === 'noStores') onNoStores();
        else onDone(next);
      }}
    />
  );
}

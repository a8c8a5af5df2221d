import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authProvider } from '../../providers/auth-services';
import { NewPasswordForm } from './new-password-form';
import { SmsCodeForm } from './sms-code-form';

interface Props {
  phone: string;
  /** create: first password (NO_PASSWORD, fast user; POST); replace: forgotten password (PUT). */
  mode: 'create' | 'replace';
  onDone: (to: string) => void;
  onNoStores: () => void;
}

/** An SMS code proves the phone (user tokens), then the password is created or replaced. */
export function CodeThenPassword({ phone, mode, onDone, onNoStores }: Props) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'code' | 'password'>('code');

  if (stage === 'code') {
    return (
      <SmsCodeForm
        key={phone}
        phone={phone}
        autoSend
        submitLabel={t('auth.sms.next')}
        onSubmit={async (code) => {
          await authProvider.verifyCode(phone, code);
          setStage('password');
        }}
      />
    );
  }
  return (
    <NewPasswordForm
      submitLabel={t('auth.password.save')}
      onSubmit={async (password) => {
        await (mode === 'create' ? authProvider.createPassword(password) : authProvider.replacePassword(password));
        const next = await authProvider.afterUserSignIn();
        if (next === 'noStores') onNoStores();
        else onDone(next);
      }}
    />
  );
}

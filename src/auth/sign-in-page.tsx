import { Alert, Button, Flex } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isAppError } from '../../providers/http/errors';
import { takeSignOutFailure } from '../../providers/auth-provider';
import { authApi, authProvider } from '../../providers/auth-services';
import { AuthLayout } from './auth-layout';
import { errorKey } from '../../providers/http/error-key';
import { formatPhone, normalizePhone } from '../format/phone';
import { PhoneForm } from './phone-form';
import { accountRoute } from './rules/account-route';
import { whenEngaged } from '../controls/engaged';
import { preloadable } from '../controls/preloadable';

// Few accounts ever see it, so it loads when shown.
const WaitingScreen = lazy(() => import('./waiting-screen'));
// The steps after the phone (tabs, password and SMS forms): not on the first screen, so they
// load once the person starts typing (when the browser is next idle), or with the phone's
// look-up, whichever comes first.
const steps = preloadable(() => import('./sign-in-steps'));
const SignInStep = steps.Component;

type Step =
  | { kind: 'phone' }
  | { kind: 'tabs' | 'sms' | 'create-password' | 'recover' | 'waiting'; phone: string }
  | { kind: 'noStores' };

const TITLES: Record<Step['kind'], string> = {
  phone: 'auth.signIn.title',
  tabs: 'auth.signIn.title',
  sms: 'auth.signIn.title',
  'create-password': 'auth.step.createTitle',
  recover: 'auth.step.recoverTitle',
  waiting: 'auth.signIn.title',
  noStores: 'auth.signIn.title',
};

/**
 * /auth/sign-in (spec 1 §2): the phone first; the account status and user kind decide the
 * next form (rules/account-route.ts). The phone is kept in the address (?phone=), so a reload
 * comes back to the same form (and the resend wait goes on), and sign-up can send a person here.
 */
export default function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryPhone = normalizePhone(params.get('phone') ?? '');
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [lastPhone, setLastPhone] = useState(queryPhone);
  // Once, after a sign-out whose server call failed (the browser was cleared anyway).
  const [signOutFailed] = useState(takeSignOutFailure);

  const looking = useRef(false);
  const lookUp = async (phone: string) => {
    if (looking.current) return; // a double click asks once
    looking.current = true;
    setBusy(true);
    setError(undefined);
    try {
      setLastPhone(phone);
      // The next step's code comes with the answer, so it renders at once (no Suspense pass).
      const [answer] = await Promise.all([authApi.getUserKind(phone), steps.load().catch(() => undefined)]);
      setParams({ phone }, { replace: true });
      setStep({ kind: accountRoute(answer.account_status, answer.user_kind), phone });
    } catch (e) {
      setError(isAppError(e) && e.statusCode === 404 ? 'auth.signIn.userNotFound' : errorKey(e, i18n));
    } finally {
      looking.current = false;
      setBusy(false);
    }
  };

  useEffect(() => whenEngaged(() => void steps.load().catch(() => undefined)), []);

  // A phone in the address (a reload, or sign-up's "sign in with this number") goes straight on.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !queryPhone) return;
    resumed.current = true;
    void lookUp(queryPhone);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const restart = () => {
    setParams({}, { replace: true });
    setStep({ kind: 'phone' });
    setError(undefined);
  };
  const done = (to: string) => navigate(to);
  const noStores = () => setStep({ kind: 'noStores' });
  const phone = 'phone' in step && step.kind !== 'waiting' ? step.phone : undefined;

  return (
    <AuthLayout title={t(TITLES[step.kind])}>
      {error && <Alert role="alert" type="error" showIcon message={t(error)} style={{ marginBottom: 16 }} />}
      {signOutFailed && <Alert role="status" type="warning" showIcon message={t('sessionEnd.signOutFailed')} style={{ marginBottom: 16 }} />}
      {phone && (
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <strong style={{ fontWeight: 600 }}>{formatPhone(phone)}</strong>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={restart}>{t('auth.step.changePhone')}</Button>
        </Flex>
      )}
      {step.kind === 'phone' && <PhoneForm initial={lastPhone} busy={busy} onSubmit={(p) => void lookUp(p)} />}
      {(step.kind === 'tabs' || step.kind === 'sms' || step.kind === 'create-password' || step.kind === 'recover') && (
        <Suspense>
          <SignInStep kind={step.kind} phone={step.phone} onDone={done} onNoStores={noStores} onForgot={() => setStep({ kind: 'recover', phone: step.phone })} />
        </Suspense>
      )}
      {(step.kind === 'waiting' || step.kind === 'noStores') && (
        <Suspense>
          <WaitingScreen
            reason={step.kind === 'waiting' ? 'account' : 'noStores'}
            onOtherPhone={() => {
              void authProvider.logout({});
              restart();
            }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}

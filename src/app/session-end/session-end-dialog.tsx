import { Alert, Button, Flex, Form, Input, Modal, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isAppError } from '../../../providers/http/errors';
import { errorKey } from '../../../providers/http/error-key';
import { formatPhone, normalizePhone } from '../../format/phone';
import { saveReturnPath } from '../../auth/return-path';
import { SmsCodeForm } from '../../auth/sms-code-form';
import { authApi, authProvider } from '../../../providers/auth-services';
import { finishSessionEnd, type SessionEndState } from './session-end-state';

/**
 * The session has ended: sign in again here, with the same phone (password or SMS code),
 * and the same store is chosen again; the page under the dialog, its dialogs and what was
 * typed stay, and the calls that were waiting go out again. "Sign in from the start" goes
 * to sign-in and comes back to this page afterwards.
 */
export default function SessionEndDialog({ state }: { state: SessionEndState }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [typedPhone, setTypedPhone] = useState('');
  const phone = state.phone ?? normalizePhone(typedPhone);
  const [alert, setAlert] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  /** User tokens are in the session: the same store again, then the waiting calls go on. */
  const reenterStore = async (): Promise<void> => {
    const mid = state.mid;
    if (!mid) throw new Error('no store to return to');
    await authProvider.selectStore(mid, state.status);
    finishSessionEnd(true);
  };

  const startOver = (): void => {
    saveReturnPath(`${pathname}${search}`);
    setLeaving(true);
    navigate(phone ? `/auth/sign-in?phone=${phone}` : '/auth/sign-in', { replace: true });
  };
  // The session stays "ending" until sign-in is the page: the router's navigation is a
  // transition, and ending it at once would let the guard send the old page to a bare sign-in
  // first (losing the phone). The dialog itself hides at once (open={!leaving}), so nothing is
  // typed into it while the sign-in page's code arrives.
  useEffect(() => {
    if (leaving && pathname.startsWith('/auth/')) finishSessionEnd(false);
  }, [leaving, pathname]);

  const withCode = async (code: string): Promise<void> => {
    if (!phone) return;
    await authProvider.verifyCode(phone, code);
    await reenterStore();
  };

  return (
    <Modal
      open={!leaving}
      destroyOnHidden
      centered
      width={440}
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={t('sessionEnd.title')}
      footer={
        <Button type="link" onClick={startOver} style={{ paddingInline: 0 }}>
          {t('sessionEnd.startOver')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('sessionEnd.text')}</Typography.Paragraph>
      {alert && <Alert role="alert" type="error" showIcon message={t(alert)} style={{ marginBottom: 12 }} />}
      {state.phone ? (
        <Typography.Paragraph strong data-testid="session-end-phone">
          {formatPhone(state.phone)}
        </Typography.Paragraph>
      ) : (
        <Form.Item label={t('auth.signIn.phone')} htmlFor="session-end-phone" style={{ marginBottom: 12 }}>
          <Input id="session-end-phone" size="large" inputMode="tel" autoComplete="tel" value={typedPhone} onChange={(e) => setTypedPhone(e.target.value)} placeholder="+7" />
        </Form.Item>
      )}
      {phone && (
        <Tabs
          size="small"
          items={[
            {
              key: 'password',
              label: t('auth.tabs.password'),
              children: <PasswordStep phone={phone} onDone={reenterStore} onFailed={(e) => setAlert(e === undefined ? undefined : errorKey(e, i18n))} />,
            },
            {
              key: 'sms',
              label: t('auth.tabs.sms'),
              children: <SmsCodeForm key={phone} phone={phone} autoSend={false} submitLabel={t('sessionEnd.signIn')} onSubmit={withCode} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}

/** The password, then the same store: a wrong password marks the field and keeps the dialog. */
function PasswordStep({ phone, onDone, onFailed }: { phone: string; onDone(): Promise<void>; onFailed(error: unknown): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);
  const flight = useRef(false);

  const submit = async (): Promise<void> => {
    if (flight.current || password === '') return;
    flight.current = true;
    setBusy(true);
    setWrong(false);
    onFailed(undefined);
    try {
      const tokens = await authApi.signInByPassword(phone, password).catch((error: unknown) => {
        if (isAppError(error) && (error.statusCode === 400 || error.statusCode === 401)) setWrong(true);
        throw error;
      });
      authProvider.enterUserSession(tokens);
      await onDone();
    } catch (error) {
      if (!wrongPassword(error)) onFailed(error);
    } finally {
      flight.current = false;
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
      <Form.Item
        label={t('auth.signIn.password')}
        htmlFor="session-end-password"
        validateStatus={wrong ? 'error' : undefined}
        extra={wrong ? <span role="alert">{t('auth.signIn.wrongPassword')}</span> : undefined}
      >
        <Input.Password id="session-end-password" size="large" autoComplete="current-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={password === ''}>
          {t('sessionEnd.signIn')}
        </Button>
      </Flex>
    </Form>
  );
}

const wrongPassword = (error: unknown): boolean => isAppError(error) && (error.statusCode === 400 || error.statusCode === 401);

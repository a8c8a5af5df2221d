import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authProvider } from '../../providers/auth-services';
import { SecondaryText } from '../controls/plain-text';
import { CODE_FIELD_KEYS, errorKey } from '../../providers/http/error-key';
import { maskPhone } from '../format/phone';
import { codeError, normalizeCode } from '../controls/code-rule';
import { formatWait, useResendTimer } from '../controls/use-resend-timer';

interface Props {
  /** 11 digits, 7 first. */
  phone: string;
  /** Send a code on mount (unless the last one is younger than the resend wait). */
  autoSend: boolean;
  submitLabel: string;
  /** Verifies the code; rejects with the call's AppError. */
  onSubmit(code: string): Promise<void>;
}

/**
 * A 4-digit SMS code (spec 1 §5): request, resend after 60 s (the wait is kept per phone
 * across reloads), and a wrong code marks the input and keeps what was typed.
 */
export function SmsCodeForm({ phone, autoSend, submitLabel, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const { secondsLeft, markSent } = useResendTimer(phone);
  const [sent, setSent] = useState(secondsLeft > 0);
  const [masked, setMasked] = useState(() => maskPhone(phone));
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const busy = useRef(false);
  const { token } = theme.useToken();

  const send = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setAlert(undefined);
    try {
      setMasked(await authProvider.requestCode(phone));
      markSent();
      setSent(true);
    } catch (error) {
      setAlert(errorKey(error, i18n));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const autoSent = useRef(false);
  useEffect(() => {
    if (!autoSend || autoSent.current || secondsLeft > 0) return;
    autoSent.current = true;
    void send();
    // Once, on mount: later sends are the user's (resend).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    const problem = codeError(code);
    if (problem) return setFieldError(problem);
    if (busy.current) return;
    busy.current = true;
    setVerifying(true);
    setAlert(undefined);
    try {
      await onSubmit(code);
    } catch (error) {
      const key = errorKey(error, i18n);
      if (CODE_FIELD_KEYS.has(key)) setFieldError(key === 'auth_otp_wrong' ? 'code_wrong' : key);
      else setAlert(key);
    } finally {
      busy.current = false;
      setVerifying(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
      {alert && <Alert role="alert" type="error" showIcon message={t(alert)} style={{ marginBottom: 12 }} />}
      {sent && <SecondaryText block>{t('auth.sms.sentTo', { phone: masked })}</SecondaryText>}
      {!sent && !autoSend ? (
        <Button type="primary" size="large" block loading={sending} onClick={() => void send()}>
          {t('auth.sms.send')}
        </Button>
      ) : (
        <>
          <Form.Item
            label={t('auth.sms.code')}
            htmlFor="sms-code"
            validateStatus={fieldError ? 'error' : undefined}
            // Not `help`: antd animates help in and out, and a message set right after the
            // previous one was cleared could stay hidden; `extra` is plain.
            extra={fieldError ? <span id="sms-code-error" role="alert" style={{ color: token.colorError }}>{t(fieldError)}</span> : undefined}
          >
            <Input
              id="sms-code"
              size="large"
              value={code}
              onChange={(e) => {
                setCode(normalizeCode(e.target.value));
                setFieldError(undefined);
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              placeholder="••••"
              autoFocus
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'sms-code-error' : undefined}
              style={{ letterSpacing: 8, fontVariantNumeric: 'tabular-nums' }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={verifying} disabled={sending}>
            {submitLabel}
          </Button>
          <Flex justify="center" style={{ marginTop: 12, minHeight: 22 }}>
            {secondsLeft > 0 ? (
              <SecondaryText>{t('auth.sms.resendIn', { time: formatWait(secondsLeft) })}</SecondaryText>
            ) : (
              <Button type="link" size="small" loading={sending} onClick={() => void send()} style={{ padding: 0 }}>
                {t(sent ? 'auth.sms.resend' : 'auth.sms.send')}
              </Button>
            )}
          </Flex>
        </>
      )}
    </Form>
  );
}

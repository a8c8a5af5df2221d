import { Alert, App, Button, Flex, Input, Typography, type InputRef } from 'antd';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREE_ERROR_KEYS } from './agree-api';
import { describeError } from '../../../providers/http/error-policy';
import { isAppError } from '../../../providers/http/errors';
import { agreeErrors } from './errors';
import { CODE_LENGTH, normalizeCode } from '../../controls/code-rule';
import { agreeApi } from './agree-services';
import { useCountdown } from './use-countdown';
import { useSingleFlight } from './use-single-flight';

/** Spec 1 §5, §9: a new code may be asked for 60 s after the last one was sent. */
export const RESEND_WAIT_SECONDS = 60;

interface Props {
  signatureId: string;
  onSigned(): Promise<void>;
  onBack(): void;
}

/**
 * Signing with the one-time code sent by SMS: 4 digits (shorter → code_too_short, no call),
 * a wrong code marks the input and keeps what was typed, too many wrong codes ask for a
 * new one, and a new code can be requested once the wait is over.
 */
export function AgreementCodeStep({ signatureId, onSigned, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const wait = useCountdown(sentAt, RESEND_WAIT_SECONDS);
  const { pending, run } = useSingleFlight<'confirm' | 'resend'>();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (code.length < CODE_LENGTH) {
      setError(t('code_too_short'));
      input.current?.focus();
      return;
    }
    void run('confirm', async () => {
      try {
        await agreeApi.confirmSignature(signatureId, code);
      } catch (failure) {
        if (isAppError(failure) && failure.key === AGREE_ERROR_KEYS.attemptsExceeded) setLocked(true);
        setError(describeError(t, (k) => i18n.exists(k), failure, { catalogue: agreeErrors }).text);
        // The code stays as typed, selected, so that typing again replaces it.
        input.current?.focus({ cursor: 'all' });
        return;
      }
      await onSigned();
    });
  };

  const resend = () =>
    run('resend', async () => {
      try {
        await agreeApi.resendCode(signatureId);
      } catch (failure) {
        message.error(t(isAppError(failure) ? failure.key : 'errors.unknown', { defaultValue: t('errors.unknown') }));
        return;
      }
      setSentAt(Date.now());
      setLocked(false);
      setError(null);
      setCode('');
      message.success(t('notices.agreement.resent'));
      input.current?.focus();
    });

  const minutes = `${Math.floor(wait / 60)}:${String(wait % 60).padStart(2, '0')}`;
  return (
    <form onSubmit={submit} noValidate>
      <Flex vertical gap={12}>
        <Typography.Text>{t('notices.agreement.codeSent')}</Typography.Text>
        <div>
          <label htmlFor={inputId} style={{ display: 'block', marginBottom: 6 }}>{t('notices.agreement.codeLabel')}</label>
          <Input
            ref={input}
            id={inputId}
            value={code}
            onChange={(e) => {
              setCode(normalizeCode(e.target.value));
              if (!locked) setError(null);
            }}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            disabled={locked}
            autoFocus
            style={{ width: 160, fontSize: 20, letterSpacing: 8, textAlign: 'center' }}
          />
          {error && (
            <Typography.Text id={errorId} type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {error}
            </Typography.Text>
          )}
        </div>
        {locked && <Alert type="warning" showIcon message={t('notices.agreement.askNewCode')} />}
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Button type="link" style={{ paddingInline: 0 }} disabled={wait > 0 || pending !== null} loading={pending === 'resend'} onClick={() => void resend()}>
            {wait > 0 ? t('notices.agreement.resendIn', { time: minutes }) : t('notices.agreement.resend')}
          </Button>
          <Flex gap={8}>
            <Button onClick={onBack} disabled={pending !== null}>{t('common.back')}</Button>
            <Button type="primary" htmlType="submit" loading={pending === 'confirm'} disabled={locked || (pending !== null && pending !== 'confirm')}>
              {t('notices.agreement.confirm')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </form>
  );
}

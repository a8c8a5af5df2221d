import { Alert, App, Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../providers/http/errors';
import { session } from '../../providers/session';
import { authApi } from '../../providers/auth-services';
import { CODE_FIELD_KEYS, errorKey } from '../../providers/http/error-key';
import { codeError, normalizeCode } from '../../src/controls/code-rule';
import { newPasswordRules, repeatPasswordRules } from '../../src/controls/password-field-rules';
import { passwordVerdict } from '../../src/controls/password-rule';
import { formatWait, useResendTimer } from '../../src/controls/use-resend-timer';
import { CodeInput } from './code-input';

interface Values {
  code: string;
  password: string;
  repeat: string;
}

const RULE_KEYS = new Set(['not_allowed_chars', 'min_length', 'upper_case_required', 'lower_case_required', 'digit_required', 'special_char_required']);

/**
 * Password change by SMS code (spec 1 §2 Settings): request a code (GET /sso/api/v1/recovery),
 * then send the code with the new password (PUT /sso/api/v1/recovery/otp). The password rules
 * and their messages are the sign-in ones (src/auth/rules). A wrong code shows a tooltip on
 * the code input with the message its key selects (spec 1 §8); what was typed stays.
 * The 60 s resend wait is kept per person, across reloads.
 * The form cannot know the current password (the change goes by SMS code, for a forgotten one
 * too): the service refuses it (400 password_same) and keeps the code valid; from then on the
 * form itself refuses that password at once, in the interface's language, with no request.
 */
export function PasswordCard() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [masked, setMasked] = useState<string>();
  const [requesting, setRequesting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [codeProblem, setCodeProblem] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const busy = useRef(false);
  // The password the service said is the current one (kept only while the form is open).
  const [current, setCurrent] = useState<string>();
  const notCurrent = { validator: async (_: unknown, value?: string) => { if (current !== undefined && value === current) throw new Error(t('password_same')); } };
  const close = () => {
    form.resetFields();
    setMasked(undefined);
    setCurrent(undefined);
  };
  const { secondsLeft, markSent } = useResendTimer(`password-change:${session.get().tdid ?? ''}`);
  const password = Form.useWatch('password', form) ?? '';
  const verdict = password ? passwordVerdict(password) : undefined;
  const sameAsCurrent = current !== undefined && password === current;

  const request = async () => {
    if (busy.current) return;
    busy.current = true;
    setRequesting(true);
    setAlert(undefined);
    try {
      const answer = await authApi.requestRecoveryCode();
      setMasked(answer.masked_phone);
      markSent();
    } catch (error) {
      setAlert(errorKey(error, i18n));
    } finally {
      busy.current = false;
      setRequesting(false);
    }
  };

  const submit = async ({ code, password: next }: Values) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setAlert(undefined);
    try {
      await authApi.confirmRecovery(code, next);
      message.success(t('settings.password.changed'));
      close();
    } catch (error) {
      const key = errorKey(error, i18n);
      if (isAppError(error) && CODE_FIELD_KEYS.has(error.key)) setCodeProblem(error.key);
      else if (isAppError(error) && error.key === 'password_same') setCurrent(next);
      else if (isAppError(error) && RULE_KEYS.has(error.key)) form.setFields([{ name: 'password', errors: [t([error.key, 'errors.bad_request'])] }]);
      else setAlert(key);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const title = <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('settings.password.title')}</Typography.Title>;
  const resend = (
    <Button type="link" style={{ padding: 0 }} disabled={secondsLeft > 0 || requesting} onClick={() => void request()}>
      {secondsLeft > 0 ? t('settings.password.resendIn', { time: formatWait(secondsLeft) }) : t('settings.password.resend')}
    </Button>
  );

  return (
    <Card size="small" title={title}>
      {alert && <Alert role="alert" type="error" showIcon message={t(alert)} style={{ marginBottom: 12 }} closable onClose={() => setAlert(undefined)} />}
      {!masked ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">{t('settings.password.hint')}</Typography.Text>
          <Space wrap>
            <Button type="primary" loading={requesting} disabled={requesting || secondsLeft > 0} onClick={() => void request()}>
              {secondsLeft > 0 ? t('settings.password.resendIn', { time: formatWait(secondsLeft) }) : t('settings.password.request')}
            </Button>
            {secondsLeft > 0 && (
              <Button type="link" onClick={() => setMasked(t('settings.password.yourPhone'))}>
                {t('settings.password.haveCode')}
              </Button>
            )}
          </Space>
        </Flex>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => void submit(v)}
          onValuesChange={(changed: Partial<Values>) => 'code' in changed && setCodeProblem(undefined)}
          style={{ maxWidth: 400 }}
        >
          <Typography.Paragraph>{t('settings.password.sentTo', { phone: masked })}</Typography.Paragraph>
          <Form.Item
            name="code"
            label={t('settings.password.code')}
            normalize={(v: string) => normalizeCode(v ?? '')}
            validateStatus={codeProblem ? 'error' : undefined}
            rules={[{ validator: async (_, v?: string) => { const e = codeError(v ?? ''); if (e) throw new Error(t(e)); } }]}
            extra={resend}
          >
            <CodeInput problem={codeProblem} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('settings.password.new')}
            help={sameAsCurrent ? t('password_same') : verdict ? <span aria-live="polite">{t(verdict)}</span> : undefined}
            validateStatus={sameAsCurrent ? 'error' : verdict ? (verdict === 'success' ? 'success' : 'warning') : undefined}
            rules={[...newPasswordRules(t), notCurrent]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="repeat"
            label={t('settings.password.repeat')}
            dependencies={['password']}
            rules={repeatPasswordRules(t, t('settings.password.repeatRequired'))}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>{t('settings.password.submit')}</Button>
            <Button onClick={() => { close(); setCodeProblem(undefined); }} disabled={saving}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}

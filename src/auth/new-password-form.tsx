import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../controls/plain-text';
import { errorKey } from '../../providers/http/error-key';
import { newPasswordRules, repeatPasswordRules } from '../controls/password-field-rules';
import { passwordVerdict, type PasswordProblem } from '../controls/password-rule';
import { COLORS } from '../controls/colors';

interface Props {
  submitLabel: string;
  /** Saves the password; rejects with the call's AppError. */
  onSubmit(password: string): Promise<void>;
}

interface Values {
  password: string;
  repeat: string;
}

const RULE_KEYS = new Set<string>(['not_allowed_chars', 'min_length', 'upper_case_required', 'lower_case_required', 'digit_required', 'special_char_required'] satisfies PasswordProblem[]);

/**
 * A new password and its repeat (spec 1 §5). The first unmet rule shows live under the field
 * as it is typed (success once every rule holds); the repeat must match ("Пароли не совпадают!").
 */
export function NewPasswordForm({ submitLabel, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string>();
  /** A rule the server refused the password for (it wins over the live check until the next edit). */
  const [refused, setRefused] = useState<string>();
  const busy = useRef(false);

  const verdict = passwordVerdict(password);
  const live = refused ?? (password === '' && !tried ? undefined : password === '' ? 'min_length' : verdict);
  const liveStatus = live === undefined ? undefined : live === 'success' ? 'success' : tried || refused ? 'error' : 'warning';

  const submit = async (values: Values) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setAlert(undefined);
    try {
      await onSubmit(values.password);
    } catch (error) {
      const key = errorKey(error, i18n);
      if (RULE_KEYS.has(key)) setRefused(key);
      else setAlert(key);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} onFinishFailed={() => setTried(true)} onValuesChange={(changed: Partial<Values>) => 'password' in changed && setRefused(undefined)}>
      {alert && <Alert role="alert" type="error" showIcon message={t(alert)} style={{ marginBottom: 12 }} />}
      <SecondaryText block style={{ fontSize: 12 }}>{t('auth.password.rules')}</SecondaryText>
      <Form.Item
        name="password"
        label={t('auth.password.new')}
        validateStatus={liveStatus}
        help={
          live ? (
            // antd colours only error and warning help; success is coloured here, with an icon.
            <span aria-live="polite" style={{ display: 'inline-block', marginBottom: 4, color: live === 'success' ? COLORS.success : undefined }}>
              {live === 'success' && <CheckCircleFilled aria-hidden style={{ marginInlineEnd: 6 }} />}
              {t(live)}
            </span>
          ) : undefined
        }
        rules={newPasswordRules(t)}
      >
        <Input.Password size="large" autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('auth.password.repeat')}
        dependencies={['password']}
        rules={repeatPasswordRules(t, t('auth.password.repeatRequired'))}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}

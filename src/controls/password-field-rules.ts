import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { passwordProblems, passwordVerdict, repeatError } from './password-rule';

/**
 * The antd rules of a new password and of its repetition, shared by password creation and
 * the password change in settings: the spec's checks with the message of the first failing one,
 * and "Пароли не совпадают!" when the repeat differs from the `password` field.
 */
export function newPasswordRules(t: TFunction): FormRule[] {
  return [
    {
      validator: async (_, value: string = '') => {
        if (passwordProblems(value).length > 0) throw new Error(t(passwordVerdict(value)));
      },
    },
  ];
}

export function repeatPasswordRules(t: TFunction, requiredMessage: string): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    ({ getFieldValue }) => ({
      validator: async (_, value: string = '') => {
        if (value && repeatError(getFieldValue('password') ?? '', value)) throw new Error(t('passwords_mismatch'));
      },
    }),
  ];
}

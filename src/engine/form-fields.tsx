import type { ReactNode } from 'react';
import { Checkbox, Input, InputNumber, Select, Switch, TimePicker } from 'antd';
import type { Rule, RuleObject, RuleRender } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { FormFieldSpec } from './descriptor';
import { dayjs } from '../format/dates';

/** Spec 1 §9: the time picker shows hours and minutes with the placeholder "--:--". */
export const TIME_FORMAT = 'HH:mm';
export const TIME_PLACEHOLDER = '--:--';

function translateRuleObject(rule: RuleObject, t: TFunction): RuleObject {
  const out: RuleObject = { ...rule };
  if (typeof rule.message === 'string') out.message = t(rule.message);
  const validator = rule.validator;
  if (validator) {
    // A validator rejects with a translation key as its message; show the text instead.
    out.validator = async (r, value, callback) => {
      try {
        await validator(r, value, callback);
      } catch (error) {
        throw new Error(t(error instanceof Error ? error.message : String(error)));
      }
    };
  }
  return out;
}

/** Descriptor rules carry translation keys as messages (data-first); the form shows texts. */
export function translateRules(rules: readonly Rule[] | undefined, t: TFunction): Rule[] | undefined {
  return rules?.map((rule): Rule => {
    if (typeof rule === 'function') {
      const render: RuleRender = (form) => translateRuleObject(rule(form), t);
      return render;
    }
    return translateRuleObject(rule, t);
  });
}

/** How a field's value maps to its control (checkboxes and switches hold `checked`, times are "HH:mm" strings). */
export function itemPropsOf(field: FormFieldSpec) {
  if (field.kind === 'checkbox' || field.kind === 'switch') return { valuePropName: 'checked' };
  if (field.kind === 'time') {
    return {
      getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, TIME_FORMAT) : null }),
      normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : undefined),
    };
  }
  return {};
}

/** The control of one descriptor field; the label comes from the Form.Item around it. */
export function fieldControl(field: FormFieldSpec, opts: { t: TFunction; label: string; disabled: boolean }): ReactNode {
  const { t, label, disabled } = opts;
  switch (field.kind) {
    case 'text':
      return <Input disabled={disabled} />;
    case 'textarea':
      return <Input.TextArea disabled={disabled} autoSize={{ minRows: 3, maxRows: 10 }} />;
    case 'number':
      return <InputNumber disabled={disabled} style={{ width: '100%' }} />;
    case 'phone':
      return <Input disabled={disabled} inputMode="tel" autoComplete="tel" maxLength={11} />;
    case 'select':
      return <Select disabled={disabled} aria-label={label} options={(field.options ?? []).map((o) => ({ value: o.value, label: t(o.labelKey) }))} />;
    case 'checkbox':
      return <Checkbox disabled={disabled}>{label}</Checkbox>;
    case 'switch':
      return <Switch disabled={disabled} aria-label={label} />;
    case 'time':
      return <TimePicker disabled={disabled} format={TIME_FORMAT} placeholder={TIME_PLACEHOLDER} aria-label={label} />;
  }
}

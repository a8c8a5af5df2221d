import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Skeleton } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployeeCard } from '../employees-api';
import { ErrorState } from '../../../src/engine/states';
import { employeesApi, ROLES_QUERY_KEY } from '../employees-services';
import { roleLabel } from '../role-label';
import { isEmail, OWNER_ROLE } from '../rules';

interface Props {
  form: FormInstance<EmployeeCard>;
  initial: EmployeeCard;
  mode: 'create' | 'edit';
  saving: boolean;
  /** A failure that is not one field's (the service's translated key). */
  problem?: string;
  onSave(card: EmployeeCard): void;
  onTyped(): void;
  onBack?(): void;
  onCancel(): void;
  onAboutRoles(): void;
  /** Why the card cannot be changed by this person (translated): shown, and the form is read-only. */
  readOnlyReason?: string;
  /** Why the roles cannot be changed (translated; the rest of the card can). */
  rolesReason?: string;
  /** The "store owner" role is offered only to an owner (rules.ts mayGrantOwner). */
  ownerOffered: boolean;
}

/** Step 3: first name, last name, e-mail (employees_create_info_email_input_format_error), roles as checkboxes. */
export function InfoStep({ form, initial, mode, saving, problem, onSave, onTyped, onBack, onCancel, onAboutRoles, readOnlyReason, rolesReason, ownerOffered }: Props) {
  const { t } = useTranslation();
  const roles = useQuery({ queryKey: ROLES_QUERY_KEY, queryFn: ({ signal }) => employeesApi.roles(signal) });
  const required = { required: true, whitespace: true, message: t('employees.wizard.required') };
  const readOnly = Boolean(readOnlyReason);
  // A read-only card shows the roles it has (the owner's too); otherwise the owner role only to an owner.
  const offered = (roles.data ?? []).filter((r) => r.code !== OWNER_ROLE || ownerOffered || readOnly || initial.roles.includes(OWNER_ROLE));
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={onSave}
      onValuesChange={onTyped}
      disabled={readOnly}
      style={{ maxWidth: 560 }}
    >
      {readOnlyReason && <Alert type="info" showIcon message={readOnlyReason} style={{ marginBottom: 16 }} />}
      {problem && <Alert type="error" showIcon role="alert" message={t(problem)} style={{ marginBottom: 16 }} />}
      <Flex gap={16} wrap>
        <Form.Item name="last_name" label={t('employees.wizard.lastName')} rules={[required, { max: 100 }]} style={{ flex: '1 1 240px' }}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item name="first_name" label={t('employees.wizard.firstName')} rules={[required, { max: 100 }]} style={{ flex: '1 1 240px' }}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="email"
        label={t('employees.wizard.email')}
        rules={[required, { validator: (_, value: string = '') => (!value.trim() || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('employees_create_info_email_input_format_error')))) }]}
      >
        <Input inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="roles"
        label={
          <Flex gap={8} align="baseline">
            {t('employees.wizard.roles')}
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onAboutRoles}>
              {t('employees.wizard.aboutRoles')}
            </Button>
          </Flex>
        }
        rules={[{ type: 'array', min: 1, message: t('employees.wizard.rolesRequired') }]}
        extra={readOnly ? undefined : rolesReason}
      >
        {roles.isError && !roles.data ? (
          <ErrorState error={roles.error} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />
        ) : roles.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <Checkbox.Group
            disabled={readOnly || Boolean(rolesReason)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={offered.map((r) => ({ value: r.code, label: roleLabel(t, r), disabled: r.code === OWNER_ROLE && !ownerOffered }))}
          />
        )}
      </Form.Item>
      <Flex gap={8}>
        {onBack ? (
          <Button onClick={onBack}>{t('employees.wizard.back')}</Button>
        ) : (
          // The way out stays live on a read-only card.
          <Button onClick={onCancel} disabled={false}>
            {t(readOnly ? 'employees.wizard.toList' : 'employees.wizard.cancel')}
          </Button>
        )}
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t(mode === 'create' ? 'employees.wizard.create' : 'employees.wizard.save')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

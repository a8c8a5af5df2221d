import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Skeleton } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployeeCard } from '../../../providers/api/employees-api';
import { ErrorState } from '../../engine/states';
import { employeesApi, ROLES_QUERY_KEY } from '../employees-services';
import { roleLabel } from '../role-label';
import { isEmail } from '../rules';

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
}

/** Step 3: first name, last name, e-mail (employees_create_info_email_input_format_error), roles as checkboxes. */
export function InfoStep({ form, initial, mode, saving, problem, onSave, onTyped, onBack, onCancel, onAboutRoles }: Props) {
  const { t } = useTranslation();
  const roles = useQuery({ queryKey: ROLES_QUERY_KEY, queryFn: ({ signal }) => employeesApi.roles(signal) });
  const required = { required: true, whitespace: true, message: t('employees.wizard.required') };
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={onSave} onValuesChange={onTyped} style={{ maxWidth: 560 }}>
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
      >
        {roles.isError && !roles.data ? (
          <ErrorState error={roles.error} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />
        ) : roles.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={(roles.data ?? []).map((r) => ({ value: r.code, label: roleLabel(t, r) }))} />
        )}
      </Form.Item>
      <Flex gap={8}>
        {onBack ? <Button onClick={onBack}>{t('employees.wizard.back')}</Button> : <Button onClick={onCancel}>{t('employees.wizard.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(mode === 'create' ? 'employees.wizard.create' : 'employees.wizard.save')}
        </Button>
      </Flex>
    </Form>
  );
}

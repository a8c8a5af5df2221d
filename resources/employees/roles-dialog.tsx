import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, List, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Employee, Role } from './employees-api';
import { ErrorState } from '../../src/engine/states';
import { employeesApi, ROLES_QUERY_KEY } from './employees-services';
import { roleLabel } from './role-label';
import { fullName } from './rules';
import { COLORS } from '../../src/controls/colors';

/**
 * The roles-and-access dialog (spec 1 §2, §6): every role with what it may do
 * (GET .../employees/permissions, without merchant_unverified), or one employee's
 * (GET .../employees/{tdid}/permissions). Loaded when first opened.
 */
export function RolesDialog({ employee, onClose }: { employee?: Employee; onClose(): void }) {
  const { t } = useTranslation();
  const roles = useQuery({
    queryKey: employee ? ['employees', 'permissions', employee.tdid] : ROLES_QUERY_KEY,
    queryFn: async ({ signal }) => (employee ? (await employeesApi.permissionsOf(employee.tdid, signal)).roles : employeesApi.roles(signal)),
  });
  return (
    <Modal
      open
      onCancel={onClose}
      title={employee ? t('employees.rolesDialog.employeeTitle', { name: fullName(employee) }) : t('employees.rolesDialog.title')}
      footer={<Button onClick={onClose}>{t('employees.rolesDialog.close')}</Button>}
      width={560}
    >
      {!employee && <Typography.Paragraph type="secondary">{t('employees.rolesDialog.hint')}</Typography.Paragraph>}
      {roles.isError ? (
        <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />
      ) : roles.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <RoleList roles={roles.data ?? []} />
      )}
    </Modal>
  );
}

export function RoleList({ roles }: { roles: Role[] }) {
  const { t } = useTranslation();
  return (
    <List
      dataSource={roles}
      split
      renderItem={(role) => (
        <List.Item key={role.code} style={{ display: 'block', paddingBlock: 12 }}>
          <Typography.Title level={2} style={{ fontSize: 15, margin: '0 0 6px' }}>
            {roleLabel(t, role)}
          </Typography.Title>
          <Flex vertical gap={4} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {role.permissions.map((p) => (
              <li key={p} style={{ display: 'flex', gap: 8, color: COLORS.textSecondary }}>
                <CheckOutlined aria-hidden style={{ color: '#2b8a3e', marginTop: 4, fontSize: 12 }} />
                <span>{p}</span>
              </li>
            ))}
          </Flex>
        </List.Item>
      )}
    />
  );
}

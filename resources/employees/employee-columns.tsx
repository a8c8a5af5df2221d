import { DeleteOutlined, EditOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Employee } from './employees-api';
import { formatPhone } from '../../src/format/phone';
import { VisuallyHidden } from '../../src/controls/visually-hidden';
import { roleLabel } from './role-label';
import { fullName, type EmployeeAction } from './rules';
import { rightReason, WithReason } from '../../src/engine/rights';

/** A rule's key as text; `no_right` says which right (src/engine/rights.tsx). */
export function reasonText(t: TFunction, key: string, right: Parameters<typeof rightReason>[1]): string {
  return key === 'no_right' ? rightReason(t, right) : t(key);
}

interface ColumnDeps {
  t: TFunction;
  myTdid?: string;
  /** Why this action on this employee is refused (a translation key), or undefined (rules.ts). */
  refusalOf(action: EmployeeAction | 'edit', e: Employee): string | undefined;
  shownActive(e: Employee): boolean;
  isPending(tdid: string): boolean;
  toggle(e: Employee, next: boolean): void;
  remove(e: Employee): void;
  showPermissions(e: Employee): void;
}

/** The list's columns (spec 1 §2 Employees): name, phone, e-mail, roles, the access switch, actions. */
export function employeeColumns({ t, myTdid, refusalOf, shownActive, isPending, toggle, remove, showPermissions }: ColumnDeps): ColumnsType<Employee> {
  return [
    {
      key: 'name',
      title: t('employees.fields.name'),
      width: 220,
      render: (_, e) => (
        <Flex gap={6} align="center" wrap>
          <Link to={`/profile/employees/${encodeURIComponent(e.tdid)}`}>{fullName(e) || formatPhone(e.phone_number)}</Link>
          {e.tdid === myTdid && <Typography.Text type="secondary">({t('employees.you')})</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'phone', title: t('employees.fields.phone'), width: 150, render: (_, e) => <a href={`tel:+${e.phone_number}`} style={{ whiteSpace: 'nowrap' }}>{formatPhone(e.phone_number)}</a> },
    { key: 'email', title: t('employees.fields.email'), width: 200, ellipsis: true, render: (_, e) => e.email || '—' },
    {
      key: 'roles',
      title: t('employees.fields.roles'),
      width: 180,
      render: (_, e) => (
        <Flex gap={4} wrap>
          {e.roles.map((r) => (
            <Tag key={r.code} color={r.code === 'merchant_owner' ? 'blue' : undefined} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
              {roleLabel(t, r)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'is_active',
      title: t('employees.fields.is_active'),
      width: 160,
      render: (_, e) => {
        const active = shownActive(e);
        const refused = refusalOf(e.is_active ? 'deactivate' : 'activate', e);
        return (
          <Flex gap={8} align="center">
            <WithReason reason={refused && t(refused)}>
              <Switch
                size="small"
                checked={active}
                disabled={Boolean(refused)}
                loading={isPending(e.tdid)}
                onChange={(next) => toggle(e, next)}
                aria-label={`${t('employees.fields.is_active')}: ${fullName(e)}`}
              />
            </WithReason>
            <Typography.Text type={active ? undefined : 'secondary'} style={{ fontSize: 13 }}>
              {t(active ? 'employees.status.active' : 'employees.status.inactive')}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'actions',
      title: <VisuallyHidden>{t('employees.fields.actions')}</VisuallyHidden>,
      width: 120,
      align: 'right',
      render: (_, e) => {
        const editRefused = refusalOf('edit', e);
        const deleteRefused = refusalOf('delete', e);
        return (
        <Flex gap={2} justify="flex-end">
          <Tooltip title={t('employees.actions.permissions')}>
            <Button type="text" icon={<SafetyOutlined />} aria-label={`${t('employees.actions.permissions')}: ${fullName(e)}`} onClick={() => showPermissions(e)} />
          </Tooltip>
          {editRefused ? (
            <WithReason reason={reasonText(t, editRefused, 'employees.edit')}>
              <Button type="text" icon={<EditOutlined />} disabled aria-label={`${t('employees.actions.edit')}: ${fullName(e)}`} />
            </WithReason>
          ) : (
            <Tooltip title={t('employees.actions.edit')}>
              <Link to={`/profile/employees/${encodeURIComponent(e.tdid)}`} aria-label={`${t('employees.actions.edit')}: ${fullName(e)}`}>
                <Button type="text" icon={<EditOutlined />} tabIndex={-1} aria-hidden />
              </Link>
            </Tooltip>
          )}
          {deleteRefused ? (
            <WithReason reason={t(deleteRefused)}>
              <Button type="text" danger icon={<DeleteOutlined />} disabled aria-label={`${t('employees.actions.delete')}: ${fullName(e)}`} />
            </WithReason>
          ) : (
            <Tooltip title={t('employees.actions.delete')}>
              <Button type="text" danger icon={<DeleteOutlined />} loading={isPending(e.tdid)} aria-label={`${t('employees.actions.delete')}: ${fullName(e)}`} onClick={() => remove(e)} />
            </Tooltip>
          )}
        </Flex>
        );
      },
    },
  ];
}

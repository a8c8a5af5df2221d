import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Employee } from './employees-api';
import { session } from '../../providers/session';
import { onDemand, useOnDemand } from '../../src/controls/on-demand';
import { useRight, useRights, WithReason } from '../../src/engine/rights';
import { EmptyState, ErrorState } from '../../src/engine/states';
import { NarrowPage } from '../../src/shell/narrow-page';
import { useIsPhone } from '../../src/controls/phone-viewport';
import type { CardSpec } from '../../src/engine/descriptor';
import { cardColumnsOf, ListCards } from '../../src/engine/list-cards';
import { employeeColumns } from './employee-columns';
import { useEmployeeActions } from './use-employee-actions';
import { useEmployees } from './use-employees';

const rolesDialog = onDemand(() => import('./roles-dialog'));
/** A phone card (issue 31): the name, the access switch at the top right, phone, e-mail and roles, the row's buttons. */
const CARD: CardSpec = { title: 'name', status: 'is_active', fields: ['phone', 'email', 'roles'] };

/** /profile/employees (spec 1 §2 Employees): the shop's people, their access and roles. */
export default function EmployeesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { employees, myRoles, query } = useEmployees();
  const myTdid = session.get().tdid;
  const refresh = () => query.refetch();
  const rights = useRights();
  const actions = useEmployeeActions({ myRoles, employees, myTdid, rights: rights.known }, refresh);
  const create = useRight('employees.create');
  const [dialog, setDialog] = useState<{ employee?: Employee } | undefined>();
  const { module: Dialog } = useOnDemand(rolesDialog, dialog !== undefined);
  const columns = employeeColumns({ t, myTdid, ...actions, showPermissions: (employee) => setDialog({ employee }) });
  const phone = useIsPhone();
  const titleId = useId();

  return (
    <NarrowPage style={{ maxWidth: 1100 }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id={titleId} style={{ fontSize: 24, margin: 0 }}>
          {t('employees.titles.list')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<SafetyCertificateOutlined />} onClick={() => setDialog({})} onMouseEnter={() => void rolesDialog.load().catch(() => undefined)}>
            {t('employees.actions.roles')}
          </Button>
          <WithReason reason={create.reason}>
            <Button type="primary" icon={<PlusOutlined />} disabled={!create.allowed} onClick={() => navigate('/profile/employees/create')}>
              {t('employees.actions.add')}
            </Button>
          </WithReason>
        </Flex>
      </Flex>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void refresh()} title={t('employees.loadFailed')} />
      ) : phone ? (
        <ListCards<Employee>
          resource="employees"
          columns={cardColumnsOf(columns)}
          card={CARD}
          rows={employees}
          keyOf={(e) => e.tdid}
          labelledBy={titleId}
          loading={query.isLoading}
          empty={<EmptyState filtered={false} />}
          refresh={() => void refresh()}
        />
      ) : (
        <Table<Employee>
          rowKey="tdid"
          columns={columns}
          dataSource={employees}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 860 }}
          locale={{ emptyText: query.isLoading ? ' ' : <EmptyState filtered={false} /> }}
        />
      )}
      {Dialog && dialog && <Dialog.RolesDialog employee={dialog.employee} onClose={() => setDialog(undefined)} />}
    </NarrowPage>
  );
}

import { useInvalidate } from '@refinedev/core';
import { App, Breadcrumb, Card, Form, Result, Skeleton, Steps, Typography } from 'antd';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { EmployeeCard, VerifiedPerson } from '../employees-api';
import { errorKeyOf, isAppError } from '../../../providers/http/errors';
import { formatPhone } from '../../../src/format/phone';
import { onDemand, useOnDemand } from '../../../src/controls/on-demand';
import { useLeaveGuard } from '../../../src/controls/use-leave-guard';
import { NarrowPage } from '../../../src/shell/narrow-page';
import { employeesApi } from '../employees-services';
import { editRefusal, fullName, mayGrantOwner, rolesRefusal } from '../rules';
import { reasonText } from '../employee-columns';
import { useRights } from '../../../src/engine/rights';
import { session } from '../../../providers/session';
import { useEmployees } from '../use-employees';
import { CodeStep } from './code-step';
import { InfoStep } from './info-step';
import { PhoneStep } from './phone-step';
import { saveEmployee, startState, STEPS, wizardReducer } from './wizard-machine';

const LIST = '/profile/employees';
const rolesDialog = onDemand(() => import('../roles-dialog'));
const EMPTY: EmployeeCard = { first_name: '', last_name: '', email: '', roles: [] };

/** /profile/employees/{create|tdid}: the three-step wizard (spec 1 §2 Employees, §4). */
export default function EmployeeWizard() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const id = useParams().id ?? 'create';
  const [state, dispatch] = useReducer(wizardReducer, id, startState);
  const { employees, myRoles, query } = useEmployees();
  const rights = useRights();
  const myTdid = session.get().tdid;
  const ruleContext = { myRoles, myTdid, employees, rights: rights.known };
  const [form] = Form.useForm<EmployeeCard>();
  const [prefill, setPrefill] = useState<EmployeeCard>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [rolesOpen, setRolesOpen] = useState(false);
  const { module: Dialog } = useOnDemand(rolesDialog, rolesOpen);
  const saveLock = useRef(false);
  const editing = state.mode === 'edit' ? employees.find((e) => e.tdid === state.tdid) : undefined;

  const { confirmLeave, release } = useLeaveGuard(dirty && !saving);
  const cancel = () => confirmLeave(() => navigate(LIST));
  const typed = () => setDirty(true);

  const verified = async (person: VerifiedPerson) => {
    dispatch({ type: 'verified', tdid: person.tdid });
    // The person's own name, with their token (spec 1 §7); an existing employee's card from the list.
    const known = employees.find((e) => e.tdid === person.tdid);
    const info = await employeesApi.personInfo(person.access_token).catch(() => undefined);
    setPrefill({
      first_name: known?.first_name || info?.first_name || '',
      last_name: known?.last_name || info?.last_name || '',
      email: known?.email ?? '',
      roles: known?.roles.map((r) => r.code) ?? [],
    });
  };

  const save = async (card: EmployeeCard) => {
    if (saveLock.current) return;
    saveLock.current = true;
    setSaving(true);
    setProblem(undefined);
    try {
      const done = await saveEmployee(employeesApi, state, { ...card, email: card.email.trim(), first_name: card.first_name.trim(), last_name: card.last_name.trim() });
      message.success(t(done === 'created' ? 'employees.toasts.created' : 'employees.toasts.updated'));
      setDirty(false);
      await invalidate({ resource: 'employees', invalidates: ['list'] });
      release(() => navigate(LIST));
    } catch (error) {
      const key = errorKeyOf(error);
      if (isAppError(error) && key === 'employees_create_info_email_input_format_error') form.setFields([{ name: 'email', errors: [t(key)] }]);
      else setProblem(i18n.exists(key) ? key : 'errors.unknown');
    } finally {
      saveLock.current = false;
      setSaving(false);
    }
  };

  const title = state.mode === 'create' ? t('employees.wizard.createTitle') : t('employees.wizard.editTitle');
  let body;
  if (state.mode === 'edit' && !editing) {
    body = query.isLoading ? <Skeleton active /> : <Result status="404" title={t('employees.wizard.notFound')} extra={<Link to={LIST}>{t('employees.wizard.toList')}</Link>} />;
  } else if (state.step === 'sign-in') {
    body = <PhoneStep initial={state.phone} onSent={(phone) => dispatch({ type: 'codeSent', phone })} onTyped={typed} onCancel={() => void cancel()} />;
  } else if (state.step === 'verify' && state.phone) {
    body = (
      <CodeStep
        phone={state.phone}
        rejected={state.codeRejected}
        onRejected={() => dispatch({ type: 'codeRejected' })}
        onTyped={() => dispatch({ type: 'codeTyped' })}
        onVerified={(person) => void verified(person)}
        onBack={() => dispatch({ type: 'back' })}
      />
    );
  } else if (state.mode === 'create' && !prefill) {
    body = <Skeleton active />;
  } else {
    const readOnlyKey = editing && editRefusal(editing, ruleContext);
    const rolesKey = editing && rolesRefusal(editing, ruleContext);
    const initial = editing ? { first_name: editing.first_name, last_name: editing.last_name, email: editing.email, roles: editing.roles.map((r) => r.code) } : (prefill ?? EMPTY);
    body = (
      <InfoStep
        key={state.tdid}
        form={form}
        initial={initial}
        mode={state.mode}
        saving={saving}
        problem={problem}
        onSave={(card) => void save(card)}
        onTyped={typed}
        onBack={state.mode === 'create' ? () => dispatch({ type: 'back' }) : undefined}
        onCancel={() => void cancel()}
        onAboutRoles={() => setRolesOpen(true)}
        readOnlyReason={readOnlyKey && reasonText(t, readOnlyKey, 'employees.edit')}
        rolesReason={rolesKey && t(rolesKey)}
        ownerOffered={mayGrantOwner(ruleContext)}
      />
    );
  }

  return (
    <NarrowPage>
      <Breadcrumb items={[{ title: <Link to={LIST}>{t('employees.titles.list')}</Link> }, { title }]} style={{ marginBottom: 8 }} />
      <Typography.Title level={1} style={{ fontSize: 24, margin: '0 0 4px' }}>
        {title}
      </Typography.Title>
      {editing && <Typography.Paragraph type="secondary">{fullName(editing)} · {formatPhone(editing.phone_number)}</Typography.Paragraph>}
      <Card style={{ marginTop: 16 }}>
        {state.mode === 'create' && (
          <Steps
            size="small"
            current={STEPS.indexOf(state.step)}
            items={[{ title: t('employees.wizard.steps.signIn') }, { title: t('employees.wizard.steps.verify') }, { title: t('employees.wizard.steps.create') }]}
            style={{ marginBottom: 24 }}
          />
        )}
        {body}
      </Card>
      {Dialog && rolesOpen && <Dialog.RolesDialog onClose={() => setRolesOpen(false)} />}
    </NarrowPage>
  );
}

import { useLogout } from '@refinedev/core';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from './employees-api';
import { errorMessage } from '../../providers/http/error-policy';
import { employeesApi } from './employees-services';
import { useUndo } from '../../src/engine/undo/use-undo';
import { editRefusal, fullName, refusal, type EmployeeAction, type RuleContext } from './rules';

/**
 * Access switch and delete for the list. The rules (rules.ts) are checked first: the list shows
 * a refused control disabled with its reason, and a refusal that slips through is the spec's
 * toast, nothing sent. Closing access and deleting ask first; the switch moves at once and
 * moves back, with the service's reason, if the call fails; one call per employee at a time
 * (a double click sends one). Deleting oneself signs out. Once access is closed, the toast
 * offers "Отменить" for its 7 s (issue 33): the access is closed at once (a person being locked
 * out must be, now) and the undo sends /activate; one that fails says why and re-reads the list.
 * The confirmation before closing stays (issue 28): the undo is for the slip after it.
 */
export function useEmployeeActions(context: RuleContext, refresh: () => Promise<unknown>) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const { mutate: logout } = useLogout();
  const [pending, setPending] = useState<Record<string, boolean | 'delete'>>({});
  /** Each employee's call on its way (with the list's re-read after it): one at a time per employee. */
  const busy = useRef(new Map<string, Promise<void>>());
  const show = (key: string) => message.error(t(i18n.exists(key) ? key : 'errors.unknown'));

  const offerUndo = useUndo();
  const reopen = (employee: Employee) =>
    offerUndo({
      key: `employee-undo-${employee.tdid}`,
      message: t('employees.toasts.disabled'),
      // An undo pressed while the closing's re-read is on its way waits for it, rather than being dropped.
      undo: async () => {
        await busy.current.get(employee.tdid);
        await run(employee.tdid, true, () => employeesApi.activate(employee.tdid), 'employees.toasts.enabled', undefined, true);
      },
      onFailed: (error) => {
        void message.error(t('engine.undo.failed', { message: errorMessage(t, (key) => i18n.exists(key), error) }));
        void refresh().catch(() => undefined);
      },
    });

  async function run(tdid: string, state: boolean | 'delete', call: () => Promise<unknown>, done: string | (() => void), after?: () => void, rethrow = false) {
    if (busy.current.has(tdid)) return;
    let finished = () => {};
    busy.current.set(tdid, new Promise<void>((resolve) => (finished = resolve)));
    setPending((p) => ({ ...p, [tdid]: state }));
    try {
      await call();
      if (typeof done === 'string') message.success(t(done));
      else done();
      if (after) after();
      else await refresh();
    } catch (error) {
      if (rethrow) throw error; // the caller says it (an undo that failed)
      void message.error(errorMessage(t, (key) => i18n.exists(key), error));
      await refresh().catch(() => undefined);
    } finally {
      busy.current.delete(tdid);
      finished();
      setPending(({ [tdid]: _, ...rest }) => rest);
    }
  }

  function toggle(employee: Employee, next: boolean) {
    const action = next ? 'activate' : 'deactivate';
    const refused = refusal(action, employee, context);
    if (refused) return show(refused);
    const go = () => run(employee.tdid, next, () => employeesApi[action](employee.tdid), next ? 'employees.toasts.enabled' : () => reopen(employee));
    if (next) return void go();
    // Closing access locks the person out of the store: asked first (issue 28).
    modal.confirm({
      title: t('employees.confirmDeactivate.title'),
      content: t('employees.confirmDeactivate.text', { name: fullName(employee) }),
      okText: t('employees.confirmDeactivate.ok'),
      okButtonProps: { danger: true },
      cancelText: t('employees.confirmDeactivate.cancel'),
      onOk: () => void go(),
    });
  }

  const refusalOf = (action: EmployeeAction | 'edit', employee: Employee) => (action === 'edit' ? editRefusal(employee, context) : refusal(action, employee, context));

  function remove(employee: Employee) {
    const refused = refusal('delete', employee, context);
    if (refused) return show(refused);
    const self = employee.tdid === context.myTdid;
    modal.confirm({
      title: t('employees.confirmDelete.title'),
      content: self ? t('employees.confirmDelete.self') : t('employees.confirmDelete.text', { name: fullName(employee) }),
      okText: t('employees.confirmDelete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('employees.confirmDelete.cancel'),
      onOk: () => run(employee.tdid, 'delete', () => employeesApi.remove(employee.tdid), 'employees.toasts.deleted', self ? () => logout() : undefined),
    });
  }

  /** The access the switch shows: the pending choice while its call runs. */
  const shownActive = (e: Employee) => (typeof pending[e.tdid] === 'boolean' ? (pending[e.tdid] as boolean) : e.is_active);
  return { toggle, remove, refusalOf, shownActive, isPending: (tdid: string) => tdid in pending };
}

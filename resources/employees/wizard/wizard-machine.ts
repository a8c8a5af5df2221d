import type { EmployeeCard, EmployeesApi } from '../employees-api';
import { isAppError } from '../../../providers/http/errors';

/**
 * The create-or-edit wizard (spec 1 §2, §4): sign-in (the new employee's phone), verify (the
 * one-time code sent to it), create (name, e-mail, roles). Editing opens on the create step.
 */
export type WizardStep = 'sign-in' | 'verify' | 'create';
export const STEPS: WizardStep[] = ['sign-in', 'verify', 'create'];

export interface WizardState {
  step: WizardStep;
  mode: 'create' | 'edit';
  /** 11 digits, once the code was sent. */
  phone?: string;
  /** The person the code verified (or the employee being edited). */
  tdid?: string;
  /** The verify step shows the wrong-code state (the typed code stays). */
  codeRejected: boolean;
}

export type WizardEvent =
  | { type: 'codeSent'; phone: string }
  | { type: 'codeRejected' }
  | { type: 'codeTyped' }
  | { type: 'verified'; tdid: string }
  | { type: 'back' };

export function startState(id: string): WizardState {
  return id === 'create' ? { step: 'sign-in', mode: 'create', codeRejected: false } : { step: 'create', mode: 'edit', tdid: id, codeRejected: false };
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'codeSent':
      return state.step === 'sign-in' ? { ...state, step: 'verify', phone: event.phone, codeRejected: false } : state;
    case 'codeRejected':
      return state.step === 'verify' ? { ...state, codeRejected: true } : state;
    case 'codeTyped':
      return state.codeRejected ? { ...state, codeRejected: false } : state;
    case 'verified':
      return state.step === 'verify' ? { ...state, step: 'create', tdid: event.tdid, codeRejected: false } : state;
    case 'back':
      if (state.mode === 'edit' || state.step === 'sign-in') return state;
      return { ...state, step: state.step === 'create' ? 'verify' : 'sign-in', codeRejected: false };
  }
}

/** The service's "employee already exist" answer to a create (spec 1 §7). */
export function isAlreadyExist(error: unknown): boolean {
  if (!isAppError(error) || error.statusCode !== 409) return false;
  return error.key === 'employee_already_exist' || /already exist/i.test(error.serverMessage ?? error.message);
}

/**
 * Saves the card: an edit PUTs; a create POSTs and, when the person is already an employee,
 * falls back to PUT (spec 1 §7). Says which happened, for the toast.
 */
export async function saveEmployee(api: Pick<EmployeesApi, 'create' | 'update'>, state: WizardState, card: EmployeeCard): Promise<'created' | 'updated'> {
  if (!state.tdid) throw new Error('the wizard has no verified person');
  if (state.mode === 'edit') {
    await api.update(state.tdid, card);
    return 'updated';
  }
  try {
    await api.create(state.tdid, card);
    return 'created';
  } catch (error) {
    if (!isAlreadyExist(error)) throw error;
    await api.update(state.tdid, card);
    return 'updated';
  }
}

import { describe, expect, it, vi } from 'vitest';
import { createAppError } from '../../../providers/http/normalize-error';
import { saveEmployee, startState, wizardReducer, type WizardEvent, type WizardState } from './wizard-machine';

const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state);
const card = { first_name: 'Алия', last_name: 'Нурпеисова', email: 'aliya@techstore.kz', roles: ['merchant_operator'] };

describe('the wizard\'s steps', () => {
  it('creating: sign-in → verify → create; a wrong code keeps the verify step in its error state', () => {
    let s = startState('create');
    expect(s).toMatchObject({ step: 'sign-in', mode: 'create' });
    s = run(s, { type: 'codeSent', phone: '77015550101' });
    expect(s).toMatchObject({ step: 'verify', phone: '77015550101' });
    s = run(s, { type: 'codeRejected' });
    expect(s).toMatchObject({ step: 'verify', codeRejected: true });
    s = run(s, { type: 'codeTyped' });
    expect(s.codeRejected).toBe(false);
    s = run(s, { type: 'verified', tdid: 't-1' });
    expect(s).toMatchObject({ step: 'create', tdid: 't-1' });
  });

  it('back goes one step back; events out of their step change nothing', () => {
    const atCreate = run(startState('create'), { type: 'codeSent', phone: '7' }, { type: 'verified', tdid: 't' });
    expect(run(atCreate, { type: 'back' }).step).toBe('verify');
    expect(run(atCreate, { type: 'back' }, { type: 'back' }).step).toBe('sign-in');
    expect(run(startState('create'), { type: 'verified', tdid: 't' }).step).toBe('sign-in');
    expect(run(startState('create'), { type: 'codeRejected' }).codeRejected).toBe(false);
  });

  it('editing opens on the create step with the employee and never goes back', () => {
    const s = startState('t-9');
    expect(s).toMatchObject({ step: 'create', mode: 'edit', tdid: 't-9' });
    expect(run(s, { type: 'back' })).toEqual(s);
  });
});

describe('saving', () => {
  const verified = run(startState('create'), { type: 'codeSent', phone: '7' }, { type: 'verified', tdid: 't-1' });

  it('creates a new employee', async () => {
    const api = { create: vi.fn().mockResolvedValue({}), update: vi.fn() };
    expect(await saveEmployee(api, verified, card)).toBe('created');
    expect(api.create).toHaveBeenCalledWith('t-1', card);
    expect(api.update).not.toHaveBeenCalled();
  });

  it('"employee already exist" falls back to PUT', async () => {
    const exists = createAppError({ statusCode: 409, key: 'employee_already_exist', message: 'employee already exist', serverMessage: 'employee already exist' });
    const api = { create: vi.fn().mockRejectedValue(exists), update: vi.fn().mockResolvedValue({}) };
    expect(await saveEmployee(api, verified, card)).toBe('updated');
    expect(api.update).toHaveBeenCalledWith('t-1', card);
  });

  it('another failure is the caller\'s to show', async () => {
    const bad = createAppError({ statusCode: 400, key: 'employees_create_info_email_input_format_error', message: 'x' });
    const api = { create: vi.fn().mockRejectedValue(bad), update: vi.fn() };
    await expect(saveEmployee(api, verified, card)).rejects.toBe(bad);
    expect(api.update).not.toHaveBeenCalled();
  });

  it('an edit updates', async () => {
    const api = { create: vi.fn(), update: vi.fn().mockResolvedValue({}) };
    expect(await saveEmployee(api, startState('t-9'), card)).toBe('updated');
    expect(api.update).toHaveBeenCalledWith('t-9', card);
  });
});

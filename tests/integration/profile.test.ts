import { describe, expect, it } from 'vitest';
import { createDocumentsApi } from '../../resources/profile/documents-api';
import { createEmployeesApi, type Employee } from '../../resources/employees/employees-api';
import { readConfig } from '../../providers/config';
import { createHttpClient } from '../../providers/http/client';
import { createMemoryStorage, createSessionStore } from '../../providers/session';
import { merchantClient, sandboxPerFile } from '../support/integration';
import { signInMerchant } from '../support/sandbox';

const sandbox = sandboxPerFile({ resetBeforeEach: true });
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

async function as(phone: string, mid = 'm-1001') {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.set(await signInMerchant(sandbox.baseUrl, phone, mid));
  const http = createHttpClient({ config: readConfig({ VITE_API_BASE_URL: sandbox.baseUrl }), session, onSessionEnd: () => undefined });
  return { employees: createEmployeesApi(http), documents: createDocumentsApi(http), http };
}
const owner = () => as('77010000001');
const manager = () => as('77010000010');
const byPhone = (list: Employee[], phone: string) => list.find((e) => e.phone_number === phone) as Employee;
// Built with fill, not by spreading an array: a 10 MB spread took over 5 s on a loaded machine, the
// client's idle keep-alive socket outlived the server's 5 s timeout and the upload met ECONNRESET.
const pdf = (name: string, bytes = 2048) => {
  const content = new Uint8Array(4 + bytes).fill(32);
  content.set([0x25, 0x50, 0x44, 0x46]);
  return new File([content], name, { type: 'application/pdf' });
};

describe('employees in the sandbox', () => {
  it('the demo shop: an owner, a manager, staff, one of them inactive; roles without merchant_unverified', async () => {
    const { employees } = await owner();
    const list = await employees.list();
    expect(list.map((e) => [e.phone_number, e.is_active, e.roles.map((r) => r.code)])).toEqual(
      expect.arrayContaining([
        ['77010000001', true, ['merchant_owner']],
        ['77010000010', true, ['merchant_manager']],
        ['77010000011', false, ['merchant_accountant']],
      ]),
    );
    const roles = await employees.roles();
    expect(roles.map((r) => r.code)).not.toContain('merchant_unverified');
    expect(roles.find((r) => r.code === 'merchant_owner')?.role.ru).toBe('Владелец магазина');
    const mine = await employees.permissionsOf(byPhone(list, '77010000010').tdid);
    expect(mine.roles.map((r) => r.code)).toEqual(['merchant_manager']);
  });

  it.each([
    ['activate', 'employees_no_role_to_activate_toast_message'],
    ['deactivate', 'employees_no_role_to_deactivate_toast_message'],
    ['remove', 'employees_no_role_to_delete_toast_message'],
  ] as const)('only the owner may %s: 403 %s', async (action, key) => {
    const { employees } = await manager();
    const target = byPhone(await employees.list(), '77010000002');
    expect(await failure(employees[action](target.tdid))).toMatchObject({ statusCode: 403, key });
  });

  it('the last active employee can be neither deactivated (own access) nor deleted; the only one cannot be deleted', async () => {
    const { employees } = await owner();
    const list = await employees.list();
    const me = byPhone(list, '77010000001');
    for (const e of list.filter((x) => x.tdid !== me.tdid && x.is_active)) await employees.deactivate(e.tdid);
    // Closing one's own access is refused first (issue 28), whoever else is active.
    expect(await failure(employees.deactivate(me.tdid))).toMatchObject({ statusCode: 403, key: 'employees_own_access' });
    expect(await failure(employees.remove(me.tdid))).toMatchObject({ statusCode: 409, key: 'employees_delete_employee_last_enabled_error' });
    for (const e of list.filter((x) => x.tdid !== me.tdid)) await employees.remove(e.tdid);
    expect(await employees.list()).toHaveLength(1);
    expect(await failure(employees.remove(me.tdid))).toMatchObject({ statusCode: 409, key: 'employees_delete_employee_last_error' });
  });

  it('the owner deactivates, activates and deletes; a closed access closes the store at sign-in', async () => {
    const { employees } = await owner();
    const target = byPhone(await employees.list(), '77010000010');
    expect((await employees.deactivate(target.tdid)).is_active).toBe(false);
    expect(await failure(signInMerchant(sandbox.baseUrl, '77010000010', 'm-1001'))).toBeInstanceOf(Error);
    expect((await employees.activate(target.tdid)).is_active).toBe(true);
    await employees.remove(target.tdid);
    expect(byPhone(await employees.list(), '77010000010')).toBeUndefined();
  });

  it('a new employee: one-time code of their phone, their info with their bearer, created active; "already exist" then PUT', async () => {
    const { employees } = await owner();
    await employees.requestCode('77015550101');
    expect(await failure(employees.verifyCode('77015550101', '9999'))).toMatchObject({ statusCode: 400, key: 'auth_otp_wrong' });
    const person = await employees.verifyCode('77015550101', '1111');
    expect(await employees.personInfo(person.access_token)).toMatchObject({ tdid: person.tdid });
    const card = { first_name: 'Алия', last_name: 'Нурпеисова', email: 'aliya@techstore.kz', roles: ['merchant_operator'] };
    const created = await employees.create(person.tdid, card);
    expect(created).toMatchObject({ is_active: true, email: 'aliya@techstore.kz', roles: [{ code: 'merchant_operator' }] });
    expect(await failure(employees.create(person.tdid, card))).toMatchObject({ statusCode: 409, key: 'employee_already_exist', serverMessage: 'employee already exist' });
    const updated = await employees.update(person.tdid, { ...card, roles: ['merchant_manager', 'merchant_accountant'] });
    expect(updated.roles.map((r) => r.code)).toEqual(['merchant_manager', 'merchant_accountant']);
  });

  it('refuses a bad card: email, empty roles, merchant_unverified, a missing name', async () => {
    const { employees } = await owner();
    const tdid = byPhone(await employees.list(), '77010000002').tdid;
    const card = { first_name: 'Ерлан', last_name: 'Жумабаев', email: 'e@techstore.kz', roles: ['merchant_operator'] };
    expect(await failure(employees.update(tdid, { ...card, email: 'not-an-email' }))).toMatchObject({ statusCode: 400, key: 'employees_create_info_email_input_format_error' });
    expect(await failure(employees.update(tdid, { ...card, roles: [] }))).toMatchObject({ statusCode: 400, key: 'employees_roles_required' });
    expect(await failure(employees.update(tdid, { ...card, roles: ['merchant_unverified'] }))).toMatchObject({ statusCode: 400 });
    expect(await failure(employees.update(tdid, { ...card, first_name: ' ' }))).toMatchObject({ statusCode: 400, key: 'employees_field_required' });
  });
});

describe('documents in the sandbox', () => {
  it('lists the seeded documents; uploads with progress, stores the bytes, renames, counts, removes', async () => {
    const { documents } = await owner();
    const before = await documents.count('m-1001');
    expect(before).toMatchObject({ count: 3, is_add_allowed: true, limits: { max_count: 20, max_size_bytes: 10 * 1024 * 1024 } });
    const progress: number[] = [];
    const doc = await documents.upload('m-1001', pdf('Устав.pdf'), 'Устав ТОО', (f) => progress.push(f));
    expect(progress.at(-1)).toBe(1);
    expect(doc).toMatchObject({ name: 'Устав ТОО', size: 2052 });
    const file = await fetch(`${sandbox.baseUrl}${doc.link}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.arrayBuffer()).byteLength).toBe(2052);
    expect((await documents.count('m-1001')).count).toBe(4);
    await documents.rename('m-1001', doc.id, 'Устав (редакция 2026)');
    expect((await documents.list())[0]).toMatchObject({ id: doc.id, name: 'Устав (редакция 2026)' });
    await documents.remove('m-1001', doc.id);
    expect((await documents.list()).map((d) => d.id)).not.toContain(doc.id);
  });

  it('refuses a wrong format, a renamed file, a too heavy file, an empty name, another shop and the twenty-first', async () => {
    const { documents } = await owner();
    expect(await failure(documents.upload('m-1001', new File(['x'], 'virus.exe'), 'x'))).toMatchObject({ statusCode: 400, key: 'documents_format_error' });
    expect(await failure(documents.upload('m-1001', new File(['not a pdf'], 'fake.pdf'), 'x'))).toMatchObject({ statusCode: 400, key: 'documents_format_error' });
    expect(await failure(documents.upload('m-1001', pdf('big.pdf', 10 * 1024 * 1024), 'big'))).toMatchObject({ statusCode: 400, key: 'documents_too_large' });
    expect(await failure(documents.upload('m-1001', pdf('a.pdf'), '  '))).toMatchObject({ statusCode: 400, key: 'document_name_required' });
    expect(await failure(documents.upload('m-1002', pdf('a.pdf'), 'a'))).toMatchObject({ statusCode: 403 });
    expect(await failure(documents.rename('m-1001', 'nope', 'a'))).toMatchObject({ statusCode: 404 });
    for (let i = 0; i < 17; i += 1) await documents.upload('m-1001', pdf(`d${i}.pdf`, 16), `Документ ${i}`);
    expect(await documents.count('m-1001')).toMatchObject({ count: 20, is_add_allowed: false });
    expect(await failure(documents.upload('m-1001', pdf('last.pdf'), 'last'))).toMatchObject({ statusCode: 409, key: 'documents_limit_reached' });
  });

  it('a blocked shop may not add documents', async () => {
    await fetch(`${sandbox.baseUrl}/__sandbox/profile/blocked`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mid: 'm-1001', blocked: true }) });
    const { http } = await merchantClient(sandbox.baseUrl);
    const documents = createDocumentsApi(http);
    expect(await documents.count('m-1001')).toMatchObject({ is_add_allowed: false });
    expect(await failure(documents.upload('m-1001', pdf('a.pdf'), 'a'))).toMatchObject({ statusCode: 409, key: 'documents_limit_reached' });
  });
});

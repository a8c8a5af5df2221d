import { z } from 'zod';
import type { Operation } from '../operation';
import { paging, wholeNumber } from '../params';
import { refusal } from '../validate';
import { texts, tokenPair, when } from '../shapes';

const phone = z.string({ error: refusal('auth_phone_invalid', 'phone must be 11 digits starting with 7') }).meta({ description: '11 digits starting with 7', example: '77010000001' });
const password = z.string({ error: refusal('auth_password_required', 'password is required') }).meta({ description: 'the password rules of spec 1' });
const otp = z.string({ error: refusal('code_too_short', 'otp must be 4 digits') }).meta({ description: '4 digits', example: '1111' });
const signedIn = tokenPair.extend({ tdid: z.string() });
const otpSent = z.looseObject({});
const partner = z.looseObject({ mid: z.string(), store_name: z.string(), status: z.string(), is_active: z.boolean(), roles: z.array(z.string()) });
const userInfo = z.looseObject({ tdid: z.string(), first_name: z.string(), last_name: z.string(), phone: z.string(), status: z.string() });
const viewInvalid = (what: string) => ({ error: refusal('list_views_invalid', `list_views: ${what}`) });
const savedView = z.object(
  {
    id: z.string(viewInvalid('id must be a string')).regex(/^[\w-]{1,64}$/, viewInvalid('id must be 1-64 letters, digits, - or _')),
    name: z.string(viewInvalid('name is required')).regex(/\S/, viewInvalid('name is required')).max(60, { error: refusal('list_views_name_too_long', 'list_views: a name is longer than 60 characters') }),
    is_default: z.boolean(viewInvalid('is_default must be a boolean')).optional(),
    filters: z.array(z.looseObject({ field: z.string(viewInvalid('a filter needs a field')), operator: z.string(viewInvalid('a filter needs an operator')) }, viewInvalid('a filter must be an object')), viewInvalid('filters must be a list of {field, operator, value}')).max(30, viewInvalid('at most 30 filters')),
    sorters: z.array(z.object({ field: z.string(viewInvalid('a sorter needs a field')), order: z.enum(['asc', 'desc'], viewInvalid('order must be asc or desc')) }, viewInvalid('a sorter must be an object')), viewInvalid('sorters must be a list of {field, order: asc|desc}')).max(5, viewInvalid('at most 5 sorters')),
    page_size: z.number(viewInvalid('page_size must be a number')).int(viewInvalid('page_size must be a whole number')).min(1, viewInvalid('page_size must be 1-100')).max(100, viewInvalid('page_size must be 1-100')),
    columns: z.record(z.string(), z.boolean(viewInvalid('columns must map column keys to booleans')), viewInvalid('columns must map column keys to booleans')).optional(),
  },
  viewInvalid('a view must be an object'),
);
/** Designed (issue 33): each store's saved list views, by list (sandbox/modules/list-views.ts). */
const listViews = z
  .record(z.string(), z.record(z.string(), z.array(savedView, viewInvalid('a list must hold a list of views')).max(20, { error: refusal('list_views_too_many', 'list_views: a list holds at most 20 views') }), viewInvalid('a store must hold its lists')), viewInvalid('must be an object of lists by store'))
  .meta({ description: 'designed (issue 33): saved list views per store (mid) and list: {[mid]: {[resource]: [{id, name ≤ 60, is_default?, filters, sorters, page_size, columns?}] ≤ 20}}' });
const settings = z.looseObject({ guides: z.record(z.string(), z.boolean()), lang: z.enum(['ru', 'kz', 'en']).optional(), list_views: listViews.optional() });
const profile = z.looseObject({ id: z.string(), store_name: z.string(), status: z.string(), is_import: z.boolean(), company_info: z.looseObject({}), contact_info: z.looseObject({}) });
const role = z.looseObject({ code: z.string(), role: texts });
const employee = z.looseObject({ tdid: z.string(), first_name: z.string(), last_name: z.string(), phone_number: z.string(), is_active: z.boolean(), roles: z.array(role) });
const nameOf = (field: string) => z.string({ error: refusal('employees_field_required', `${field} is required (up to 100 characters)`) });
const employeeBody = z.looseObject({
  first_name: nameOf('first_name'),
  last_name: nameOf('last_name'),
  email: z.string({ error: refusal('employees_create_info_email_input_format_error', 'email is not valid') }),
  roles: z.array(z.string(), { error: refusal('employees_roles_required', 'roles must be a non-empty list of role codes') }),
});
const document = z.looseObject({ id: z.string(), link: z.string(), name: z.string(), created_at: when });
const docCount = z.looseObject({ count: z.number(), is_add_allowed: z.boolean(), limits: z.looseObject({ max_count: z.number(), max_size_bytes: z.number(), extensions: z.array(z.string()) }) });
const EMPLOYEES = '/merchant-profile/api/v1/profile/employees';
const DOCS = '/merchant-profile/api/v1/merchants/{mid}/documents';

/** Spec 1: sign-in, passwords, the shop chosen, the profile, the user config, employees and documents. */
export const accountOperations: Operation[] = [
  { method: 'GET', path: '/sso/api/v1/users/kind/{phone}', summary: 'What kind of account a phone has', auth: 'none', spec: 'spec 1 §7', answer: z.looseObject({ user_kind: z.string(), account_status: z.string() }), errors: [404], check: { params: { phone: '$phone' } } },
  { method: 'POST', path: '/sso/api/v1/auth/signin/phone', summary: 'Sign in with phone and password', auth: 'none', spec: 'spec 1 §7', body: z.object({ phone, password }), answer: signedIn, errors: [403] },
  { method: 'POST', path: '/sso/api/v1/auth/signin/fast', summary: 'Ask for a one-time SMS code', auth: 'none', spec: 'spec 1 §7', body: z.object({ phone }), answer: otpSent, errors: [403, 409] },
  { method: 'POST', path: '/sso/api/v1/auth/signin/fast/verify', summary: 'Sign in with the SMS code', auth: 'none', spec: 'spec 1 §7', body: z.object({ phone, otp }), answer: signedIn },
  { method: 'DELETE', path: '/sso/api/v1/auth/signout', summary: 'Sign out (ends the session of both token kinds)', auth: 'user', spec: 'spec 1 §7' },
  { method: 'POST', path: '/sso/api/v1/auth/refresh', summary: 'New user token pair', auth: 'none', spec: 'spec 1 §7', body: z.object({ refresh_token: z.string() }), answer: tokenPair },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/refresh', summary: 'New merchant token pair', auth: 'none', spec: 'spec 1 §7', body: z.object({ refresh_token: z.string() }), answer: tokenPair },
  { method: 'GET', path: '/merchant-profile/api/v1/auth', summary: "The user's shops", auth: 'user', spec: 'spec 1 §7', answer: z.array(partner) },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/sign-in', summary: 'Enter a shop: merchant token pair', auth: 'user', spec: 'spec 1 §7', body: z.object({ mid: z.string({ error: 'mid is required' }).regex(/\S/, { error: 'mid is required' }) }), answer: tokenPair.extend({ mid: z.string() }) },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/sign-up/fast', summary: 'Join a shop by its application', auth: 'user', spec: 'spec 1 §7', body: z.object({ application_id: z.string({ error: refusal('application_id_invalid', 'application_id must be 1-64 letters, digits, - or _') }) }), answer: tokenPair.extend({ mid: z.string() }), errors: [404, 409] },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/stores', summary: 'Open a new shop', auth: 'user', designed: 'spec 1 §7: store-creation calls whose paths it does not list are not shown', body: z.object({ store_name: z.string().optional() }), answer: tokenPair.extend({ mid: z.string() }) },
  { method: 'POST', path: '/sso/api/v1/users/password', summary: 'Set the first password', auth: 'user', spec: 'spec 1 §7', body: z.object({ password }), answer: z.looseObject({}) },
  { method: 'PUT', path: '/sso/api/v1/users/password', summary: 'Change the password', auth: 'user', spec: 'spec 1 §7', body: z.object({ password }), answer: z.looseObject({}) },
  { method: 'GET', path: '/sso/api/v1/recovery', summary: 'Send a recovery code to the signed-in phone', auth: 'user', spec: 'spec 1 §7', answer: otpSent, check: false },
  { method: 'PUT', path: '/sso/api/v1/recovery/otp', summary: 'New password with the recovery code', auth: 'user', spec: 'spec 1 §7', body: z.object({ otp, password }), answer: z.looseObject({}) },
  { method: 'GET', path: '/sso/api/v1/users/info', summary: 'The signed-in person', auth: 'user', spec: 'spec 1 §7', answer: userInfo },
  { method: 'PUT', path: '/sso/api/v1/users/info', summary: "Change the person's name", auth: 'user', spec: 'spec 1 §7', body: z.looseObject({ first_name: z.string().optional(), last_name: z.string().optional() }), answer: userInfo },
  { method: 'GET', path: '/merchant-profile/api/v1/profile', summary: "The shop's profile", auth: 'merchant', spec: 'spec 1 §7', answer: profile },
  { method: 'PATCH', path: '/merchant-profile/api/v1/profile', summary: "Change the shop's profile", auth: 'merchant', spec: 'spec 1 §7', body: z.looseObject({}), answer: profile, errors: [403] },
  { method: 'POST', path: '/merchant-profile/api/v1/profile/registration', summary: 'Register a new shop (the registration form)', auth: 'merchant', designed: 'spec 1 §7: registration calls whose paths it does not list are not shown', body: z.looseObject({ store_name: z.string(), company_info: z.looseObject({}), contact_info: z.looseObject({}), address: z.looseObject({}), doc: z.array(z.looseObject({ link: z.string(), name: z.string() })), pickup_point: z.looseObject({}) }), answer: profile, errors: [409] },
  { method: 'GET', path: '/user-profile/api/v1/profile/settings', summary: "The person's config (guides seen, language, agreements signed, saved list views)", auth: 'merchant', spec: 'spec 1 §7 (list_views designed, issue 33)', answer: settings },
  { method: 'POST', path: '/user-profile/api/v1/profile/settings', summary: "Save the person's config", auth: 'merchant', spec: 'spec 1 §7 (list_views designed, issue 33)', body: settings.extend({ signed_agreements: z.record(z.string(), z.array(z.string())).optional() }), answer: settings },
  { method: 'GET', path: EMPLOYEES, summary: "The shop's employees", auth: 'merchant', spec: 'spec 1 §7', answer: z.array(employee) },
  { method: 'GET', path: `${EMPLOYEES}/permissions`, summary: 'Every role with its permissions and rights', auth: 'merchant', spec: 'spec 1 §7', answer: z.array(role.extend({ permissions: z.array(z.string()), rights: z.array(z.string()) })) },
  { method: 'GET', path: `${EMPLOYEES}/{tdid}/permissions`, summary: "One employee's roles and rights", auth: 'merchant', spec: 'spec 1 §7 (rights: designed, issue 28)', answer: z.looseObject({ tdid: z.string(), roles: z.array(role), rights: z.array(z.string()) }), errors: [404], check: { params: { tdid: '$tdid' } } },
  { method: 'POST', path: EMPLOYEES, summary: 'Add a verified person as an employee', auth: 'merchant', spec: 'spec 1 §7', body: employeeBody.extend({ tdid: z.string() }), answer: employee, errors: [403, 404, 409] },
  { method: 'PUT', path: `${EMPLOYEES}/{tdid}`, summary: "Edit an employee's name, email and roles", auth: 'merchant', spec: 'spec 1 §7', body: employeeBody, answer: employee, errors: [403, 404, 409] },
  { method: 'PUT', path: `${EMPLOYEES}/{tdid}/activate`, summary: "Open an employee's access", auth: 'merchant', spec: 'spec 1 §7', answer: employee, errors: [403, 404, 409] },
  { method: 'PUT', path: `${EMPLOYEES}/{tdid}/deactivate`, summary: "Close an employee's access", auth: 'merchant', spec: 'spec 1 §7', answer: employee, errors: [403, 404, 409] },
  { method: 'DELETE', path: `${EMPLOYEES}/{tdid}`, summary: 'Remove an employee from the shop', auth: 'merchant', spec: 'spec 1 §7', errors: [403, 404, 409] },
  { method: 'GET', path: '/merchant-profile/api/v1/profile/documents', summary: "The shop's documents, newest first", auth: 'merchant', spec: 'spec 1 §7', query: z.object({ page: paging.page, limit: wholeNumber(1, 50).optional() }), answer: z.array(document) },
  { method: 'GET', path: `${DOCS}/count`, summary: 'How many documents, and whether one more may be added', auth: 'merchant', spec: 'spec 1 §7', answer: docCount, errors: [403], check: { params: { mid: '$mid' } } },
  { method: 'POST', path: `${DOCS}/upload`, summary: 'Upload a document (PDF)', auth: 'merchant', spec: 'spec 1 §7', body: { multipart: { file: 'binary', name: 'string' } }, answer: document, errors: [403, 409] },
  { method: 'PUT', path: `${DOCS}/{documentId}/name`, summary: 'Rename a document', auth: 'merchant', spec: 'spec 1 §7', body: z.object({ name: z.string({ error: refusal('document_name_required', 'name is required (up to 255 characters)') }) }), answer: document, errors: [403, 404] },
  { method: 'DELETE', path: `${DOCS}/{documentId}`, summary: 'Delete a document', auth: 'merchant', designed: 'spec 1 §7 lists no delete of a document; the profile offers one', errors: [403, 404] },
  { method: 'GET', path: '/f3/api/v1/documents/{file}', summary: 'A stored document file', auth: 'none', designed: 'the spec shows uploads answering a url; serving the file at that url is ours', answer: 'application/pdf', errors: [404], check: false },
];

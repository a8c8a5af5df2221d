import { describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './app';
import { DEMO_PASSWORD } from './seed/accounts';

const PATH = '/user-profile/api/v1/profile/settings';

async function post(sb: Sandbox, path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return sb.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function signIn(sb: Sandbox, mid = 'm-1001'): Promise<string> {
  const user = (await (await post(sb, '/sso/api/v1/auth/signin/phone', { phone: '77010000001', password: DEMO_PASSWORD })).json()) as { access_token: string };
  return ((await (await post(sb, '/merchant-profile/api/v1/auth/sign-in', { mid }, user.access_token)).json()) as { access_token: string }).access_token;
}

const view = (over: Record<string, unknown> = {}) => ({
  id: 'v-1',
  name: 'Утро',
  is_default: true,
  filters: [{ field: 'status', operator: 'in', value: ['waiting_confirmation'] }],
  sorters: [{ field: 'created_at', order: 'desc' }],
  page_size: 20,
  columns: { sku: false },
  ...over,
});
const config = (views: unknown[], resource = 'orders') => ({ guides: {}, list_views: { 'm-1001': { [resource]: views } } });

describe('the user config keeps saved list views (designed list_views, issue 33)', () => {
  const sb = createSandbox({ stateFile: '' });

  it('keeps views per store and gives them back as saved', async () => {
    const token = await signIn(sb);
    const saved = await post(sb, PATH, config([view()]), token);
    expect(saved.status).toBe(200);
    const answer = (await (await sb.app.request(PATH, { headers: { Authorization: `Bearer ${token}` } })).json()) as { list_views: unknown };
    expect(answer.list_views).toEqual({ 'm-1001': { orders: [view()] } });
  });

  it.each([
    ['a name over 60 characters', config([view({ name: 'я'.repeat(61) })]), 'list_views_name_too_long'],
    ['more than 20 views in a list', config(Array.from({ length: 21 }, (_, i) => view({ id: `v-${i}`, name: `вид ${i}`, is_default: false }))), 'list_views_too_many'],
    ['an empty name', config([view({ name: '  ' })]), 'list_views_invalid'],
    ['an unknown sort order', config([view({ sorters: [{ field: 'x', order: 'up' }] })]), 'list_views_invalid'],
    ['an unknown filter operator', config([view({ filters: [{ field: 'x', operator: 'like', value: 'a' }] })]), 'list_views_invalid'],
    ['an object as a filter value', config([view({ filters: [{ field: 'x', operator: 'eq', value: { a: 1 } }] })]), 'list_views_invalid'],
    ['a page size of 0', config([view({ page_size: 0 })]), 'list_views_invalid'],
    ['columns that are not booleans', config([view({ columns: { sku: 'no' } })]), 'list_views_invalid'],
    ['two defaults in one list', config([view(), view({ id: 'v-2', name: 'Вечер' })]), 'list_views_invalid'],
    ['two views of one name', config([view(), view({ id: 'v-2', name: 'утро', is_default: false })]), 'list_views_name_taken'],
    ['a list name that is no resource name', config([view()], 'Orders!'), 'list_views_invalid'],
    ['views not kept by store', { guides: {}, list_views: { orders: [view()] } }, 'list_views_invalid'],
  ])('refuses %s with 400 and its key', async (_what, body, key) => {
    const token = await signIn(sb);
    const res = await post(sb, PATH, body, token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { key?: string }).key).toBe(key);
  });

  it('takes exactly 60 characters and 20 views', async () => {
    const token = await signIn(sb);
    const views = Array.from({ length: 20 }, (_, i) => view({ id: `v-${i}`, name: `${i}`.padEnd(60, 'я'), is_default: i === 0 }));
    expect((await post(sb, PATH, config(views), token)).status).toBe(200);
  });
});

import type { z } from 'zod';
import type { CheckParam, Operation } from './operation';

/** One answer that does not match the document. */
export interface Mismatch {
  operation: string;
  url: string;
  field: string;
  expected: string;
  got: string;
}

export interface CheckOptions {
  base: string;
  phone: string;
  password: string;
  /** The shop to check; default the first the person has. */
  mid?: string;
  operations: readonly Operation[];
  fetch?: typeof fetch;
}

export interface CheckReport {
  checked: string[];
  skipped: string[];
  mismatches: Mismatch[];
}

interface Session {
  user: string;
  merchant: string;
  mid: string;
  tdid: string;
  phone: string;
}

const short = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

const fieldOf = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(the answer)';

/**
 * contract:check: signs in, calls every read-only GET of the document against `base` and lists each
 * answer that does not fit its schema (path, field, expected, got). Writes nothing.
 */
export async function checkContract(opts: CheckOptions): Promise<CheckReport> {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.base.replace(/\/+$/, '');
  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<Response> =>
    doFetch(`${base}${path}`, {
      method,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async (res: Response, what: string): Promise<Record<string, unknown>> => {
    if (!res.ok) throw new Error(`contract:check: ${what} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };

  const user = await json(await call('POST', '/sso/api/v1/auth/signin/phone', undefined, { phone: opts.phone, password: opts.password }), 'sign-in');
  const shops = (await json(await call('GET', '/merchant-profile/api/v1/auth', String(user.access_token)), 'the shops')) as unknown as { mid: string }[];
  const mid = opts.mid ?? shops[0]?.mid;
  if (!mid) throw new Error('contract:check: the person has no shop');
  const merchant = await json(await call('POST', '/merchant-profile/api/v1/auth/sign-in', String(user.access_token), { mid }), 'entering the shop');
  const session: Session = { user: String(user.access_token), merchant: String(merchant.access_token), mid, tdid: String(user.tdid), phone: opts.phone };
  const tokenOf = (op: Operation) => (op.auth === 'user' ? session.user : op.auth === 'merchant' ? session.merchant : undefined);

  const report: CheckReport = { checked: [], skipped: [], mismatches: [] };
  const gets = opts.operations.filter((op) => op.method === 'GET' && op.check !== false);
  const byPath = new Map(gets.map((op) => [op.path, op]));

  const resolve = async (param: CheckParam): Promise<string | undefined> => {
    if (param === '$mid' || param === '$tdid' || param === '$phone') return session[param.slice(1) as 'mid' | 'tdid' | 'phone'];
    if (typeof param === 'string') return param;
    const source = byPath.get(param.from);
    const res = await call('GET', param.from + (param.query ? `?${new URLSearchParams(param.query)}` : ''), source ? tokenOf(source) : session.merchant);
    const picked = res.ok ? param.pick(await res.json()) : undefined;
    return picked === undefined || picked === null ? undefined : String(picked);
  };

  for (const op of gets) {
    const name = `${op.method} ${op.path}`;
    const how = op.check || {};
    let path = op.path;
    let missing = false;
    for (const [param, source] of Object.entries(how.params ?? {})) {
      const value = await resolve(source);
      if (value === undefined) missing = true;
      else path = path.replace(`{${param}}`, encodeURIComponent(value));
    }
    if (missing || /\{\w+\}/.test(path)) {
      report.skipped.push(`${name} (no value for its path parameter)`);
      continue;
    }
    const url = path + (how.query ? `?${new URLSearchParams(how.query)}` : '');
    report.checked.push(name);
    const res = await call('GET', url, tokenOf(op));
    if (res.status !== 200) {
      report.mismatches.push({ operation: name, url, field: '(status)', expected: '200', got: `${res.status} ${short(await res.text())}` });
      continue;
    }
    if (typeof op.answer === 'string' || op.answer === undefined) continue;
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) {
      report.mismatches.push({ operation: name, url, field: '(content-type)', expected: 'application/json', got: type });
      continue;
    }
    const body: unknown = await res.json();
    const parsed = (op.answer as z.ZodType).safeParse(body);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const expected = 'expected' in issue ? String(issue.expected) : issue.message;
      report.mismatches.push({ operation: name, url, field: fieldOf(issue.path), expected, got: short(valueAt(body, issue.path)) });
    }
  }
  return report;
}

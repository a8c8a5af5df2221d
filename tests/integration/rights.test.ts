import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOfPath } from '../../providers/services';
import { createSandbox } from '../../sandbox/app';
import { PERSONAL_WRITES, RIGHTS, ROLE_RIGHTS, type Right } from '../../sandbox/rights';
import { ordersOf, type Order } from '../../sandbox/seed/orders';
import { refundsOf } from '../../sandbox/seed/refunds';
import { productsOnSaleOf, unrelatedOf } from '../../sandbox/seed/products';
import { pickupPointSeedOf, type PickupPoint } from '../../sandbox/seed/pickup-points';
import { promotionProductsOf } from '../../sandbox/seed/installments';
import { seedDocuments } from '../../sandbox/seed/documents';
import { signInMerchant, startSandbox, type RunningSandbox } from '../support/sandbox';

/**
 * Issue 28: who may do what, generated from the table. Every write of every area (method, path,
 * a valid body, the right it needs) is listed below as data; each role × write pair is sent over
 * real HTTP as a person holding only that role (77010000010's roles in m-1001 set through the
 * control PUT /__sandbox/employees): allowed → 2xx, refused → 403 with a message, the right's
 * code and the expected key. The sandbox is reset once per role (the bodies are valid once per
 * fresh seed); orders get their own per role that may decide, as their 3 s lock outlives a reset.
 * The writes listed here plus PERSONAL_WRITES must be exactly the non-GET service routes the
 * sandbox registers: a new write without a right fails this file.
 */

/** The contract (the app is coded against it): the matrix, as the brief fixed it. */
const MATRIX: Record<string, readonly Right[]> = {
  merchant_owner: RIGHTS,
  merchant_manager: ['orders.decide', 'refunds.decide', 'products.price', 'products.sale', 'products.bind', 'price_lists.upload', 'price_lists.feed', 'installments.manage', 'pickup_points.manage', 'employees.create', 'employees.edit'],
  merchant_operator: ['orders.decide'],
  merchant_accountant: ['installments.manage', 'documents.manage'],
  merchant_unverified: [],
};
const ROLE_CODES = Object.keys(MATRIX);
const SPEC_KEYS: Partial<Record<Right, string>> = {
  'employees.activate': 'employees_no_role_to_activate_toast_message',
  'employees.deactivate': 'employees_no_role_to_deactivate_toast_message',
  'employees.delete': 'employees_no_role_to_delete_toast_message',
  'price_lists.upload': 'upload_forbidden',
};

const MID = 'm-1001';
const ACTOR = '77010000010';
const tdid = (n: number) => `5f0c8a2e-7b1d-4c3a-9e6f-${String(n).padStart(12, '0')}`;

interface Write {
  /** `METHOD path` with Hono's route pattern, as app.routes lists it. */
  route: string;
  right: Right;
  path: string;
  body?: unknown;
  /** multipart: field name → [file name, bytes] or a string. */
  form?: Record<string, string | [string, Uint8Array<ArrayBuffer>]>;
  /** Run before the write (control calls), whatever the role. */
  prepare?: (sb: RunningSandbox) => Promise<void>;
}

// --- seeded objects the bodies use -------------------------------------------------------------
const orders = ordersOf(MID, 'full');
const points = pickupPointSeedOf(MID, 'full');
const activePoint = points.find((p) => p.is_active)!;
const editable = (o: Order) => o.storage_type === 'fbs' && o.payment.dividable && o.products.every((p) => p.is_active);
/** Orders a run changes are never used again (their 3 s lock outlives a reset); refused runs change nothing. */
const used = new Set<string>();
let fresh = false;
const order = (fits: (o: Order) => boolean): Order => {
  const o = orders.find((x) => (!fresh || !used.has(x.id)) && fits(x));
  if (!o) throw new Error('no seeded order fits');
  if (fresh) used.add(o.id);
  return o;
};
const lines = (o: Order) => o.products.filter((p) => p.is_active).map((p) => ({ sku: p.sku, quantity: p.quantity }));
const refunds = refundsOf(MID, 'full');
const allCreated = refunds.filter((r) => r.products.every((p) => p.status === 'created') && !r.is_delivery_requested);
const onSale = productsOnSaleOf(MID, 'full');
const unrelated = unrelatedOf(MID, 'full').filter((u) => !u.no_base_product && !u.bind_fault && u.variants.hits.length > 0);
const enrolled = promotionProductsOf(MID, 'full');
const docs = seedDocuments()[MID];
const pointBody = (p: PickupPoint, store_id = p.store_id) => ({ ...p, store_id });
const xml = new TextEncoder().encode('<?xml version="1.0"?><price_list><offers><offer sku="X"><name>x</name><price>500</price></offer></offers></price_list>');
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, ...new Array<number>(64).fill(32)]);
const card = (roles: string[]) => ({ first_name: 'Тест', last_name: 'Тестов', email: 'test@techstore.kz', roles });

const OMS = '/oms/api/v3/merchant/orders';
const MG = '/merchant-gateway/api/v2/merchants/products';
const PP = '/merchant-profile/api/v1/profile/pickup-points';
const INST = '/installment/api/v1/installments';
const EMP = '/merchant-profile/api/v1/profile/employees';
const DOCS = `/merchant-profile/api/v1/merchants/${MID}/documents`;

/** The writes of one role's run: fresh orders each time (their lock outlives a reset). */
function writesFor(oldInstallment: { id: number; sku: string }): Write[] {
  const accept = order((o) => o.status === 'waiting_confirmation' && editable(o));
  const reject = order((o) => o.status === 'waiting_confirmation' && editable(o));
  const assemble = order((o) => o.status === 'on_assembly' && o.storage_type === 'fbs');
  const cancel = order((o) => o.status === 'waiting_confirmation' && editable(o) && o.products.some((p) => p.quantity > 1));
  const packages = order((o) => o.status === 'on_assembly' && o.products_count >= 1);
  const move = order((o) => o.status === 'waiting_confirmation' && o.storage_type === 'fbs' && o.pickup_point_id !== activePoint.store_id);
  const [cancelLine] = cancel.products.filter((p) => p.quantity > 1);
  const lastPoint = points.at(-1)!;
  return [
    { route: `POST ${OMS}/:id`, right: 'orders.decide', path: `${OMS}/${accept.id}`, body: { solution: 'accept', products: lines(accept) } },
    { route: `POST ${OMS}/:id`, right: 'orders.decide', path: `${OMS}/${reject.id}`, body: { solution: 'reject', reason: 'Нет в наличии', products: lines(reject) } },
    { route: `POST ${OMS}/:id`, right: 'orders.decide', path: `${OMS}/${assemble.id}`, body: { solution: 'assembled' } },
    { route: `PUT ${OMS}/:id/products/cancel`, right: 'orders.decide', path: `${OMS}/${cancel.id}/products/cancel`, body: { products: [{ sku: cancelLine.sku, quantity: 1 }] } },
    { route: `POST ${OMS}/:id/packages-count`, right: 'orders.decide', path: `${OMS}/${packages.id}/packages-count`, body: { count: 1 } },
    { route: `PUT ${OMS}/:id/pickup-point`, right: 'orders.decide', path: `${OMS}/${move.id}/pickup-point`, body: { pickup_point_id: activePoint.store_id } },

    { route: 'PATCH /rms-new/api/v1/products', right: 'refunds.decide', path: '/rms-new/api/v1/products', body: { uuid: allCreated[0].request_uuid, products: allCreated[0].products.map((p) => ({ uuid: p.uuid, status: 'delivery_to_partner' })) } },
    { route: 'PATCH /rms-new/api/v1/products/:requestUuid', right: 'refunds.decide', path: `/rms-new/api/v1/products/${allCreated[1].request_uuid}`, body: { is_delivery_requested: true, pickup_point_id: activePoint.store_id } },

    { route: `PUT ${MG}/price`, right: 'products.price', path: `${MG}/price`, body: { store_sku: onSale[0].sku, price: 12_345 } },
    { route: `PUT ${MG}/enable`, right: 'products.sale', path: `${MG}/enable`, body: { sku: onSale[1].sku } },
    { route: `PUT ${MG}/disable`, right: 'products.sale', path: `${MG}/disable`, body: { sku: onSale[2].sku } },
    { route: `PUT ${MG}/connection`, right: 'products.bind', path: `${MG}/connection`, body: { merchant_sku: unrelated[0].products.sku, store_sku: unrelated[0].variants.hits[0].id } },
    { route: `PUT ${MG}/no-bp`, right: 'products.bind', path: `${MG}/no-bp`, body: { skus: [unrelated[1].products.sku] } },

    {
      route: 'POST /merchant-gateway/api/v1/merchant/documents/upload/:filename', right: 'price_lists.upload',
      path: '/merchant-gateway/api/v1/merchant/documents/upload/prices.xml', form: { formfile: ['prices.xml', xml] },
    },
    {
      route: 'POST /merchant-gateway/api/v1/merchant/documents/url', right: 'price_lists.feed', path: '/merchant-gateway/api/v1/merchant/documents/url',
      body: { url: 'https://shop.example.kz/feed.xml', user: null, password: null },
      prepare: async (sb) => void (await control(sb, 'PUT', '/__sandbox/price-lists', { mid: MID, feedLink: null })),
    },
    {
      route: 'PUT /merchant-gateway/api/v1/merchant/documents/url', right: 'price_lists.feed', path: '/merchant-gateway/api/v1/merchant/documents/url',
      body: { url: 'https://shop.example.kz/feed-2.xml', user: 'shop', password: 'secret' },
      // The POST above made a link only when the role may: give the PUT one to edit either way.
      prepare: async (sb) => {
        await control(sb, 'PUT', '/__sandbox/price-lists', { mid: MID, feedLink: null });
        const owner = await signInMerchant(sb.baseUrl, '77010000001', MID);
        await send(sb, owner.merchant_access_token!, { route: '', right: 'price_lists.feed', path: '/merchant-gateway/api/v1/merchant/documents/url', body: { url: 'https://shop.example.kz/feed.xml', user: null, password: null } });
      },
    },

    { route: `POST ${INST}/:id/subscribe`, right: 'installments.manage', path: `${INST}/5002/subscribe`, body: { categories: [], commissions: [installment5002Commission] } },
    { route: `PUT ${INST}/:id/categories`, right: 'installments.manage', path: `${INST}/${subscribedPartial.id}/categories`, body: { categories: subscribedPartial.categories } },
    { route: `PUT ${INST}/:id/commissions`, right: 'installments.manage', path: `${INST}/${subscribedPartial.id}/commissions`, body: { commissions: subscribedPartial.commissions } },
    { route: `POST ${INST}/:id/pause`, right: 'installments.manage', path: `${INST}/5003/pause` },
    { route: `POST ${INST}/:id/resume`, right: 'installments.manage', path: `${INST}/5004/resume` },
    { route: `POST ${INST}/:id/disable`, right: 'installments.manage', path: `${INST}/5024/disable` },
    { route: 'PUT /storefront/api/v1/merchants/installments/:id', right: 'installments.manage', path: `/storefront/api/v1/merchants/installments/${oldInstallment.id}`, body: { skus: [oldInstallment.sku] } },
    { route: 'DELETE /storefront/api/v1/merchants/installments', right: 'installments.manage', path: '/storefront/api/v1/merchants/installments', body: { skus: [enrolled[0].sku] } },

    { route: `POST ${PP}`, right: 'pickup_points.manage', path: PP, body: pointBody(points[0], 'PPRIGHTS') },
    { route: `PUT ${PP}/:storeId`, right: 'pickup_points.manage', path: `${PP}/${points[0].store_id}`, body: { ...pointBody(points[0]), name: 'Пункт (изменён)' } },
    { route: `PUT ${PP}/:storeId/disable`, right: 'pickup_points.manage', path: `${PP}/${lastPoint.store_id}/disable` },
    { route: `PUT ${PP}/:storeId/enable`, right: 'pickup_points.manage', path: `${PP}/${lastPoint.store_id}/enable` },
    { route: `PUT ${PP}-bulk/disable`, right: 'pickup_points.manage', path: `${PP}-bulk/disable`, body: { store_ids: [lastPoint.store_id] } },
    { route: `PUT ${PP}-bulk/enable`, right: 'pickup_points.manage', path: `${PP}-bulk/enable`, body: { store_ids: [lastPoint.store_id] } },

    { route: 'POST /merchant-profile/api/v1/merchants/:mid/documents/upload', right: 'documents.manage', path: `${DOCS}/upload`, form: { file: ['Устав.pdf', pdf], name: 'Устав' } },
    { route: 'PUT /merchant-profile/api/v1/merchants/:mid/documents/:documentId/name', right: 'documents.manage', path: `${DOCS}/${docs[0].id}/name`, body: { name: 'Новое имя' } },
    { route: 'DELETE /merchant-profile/api/v1/merchants/:mid/documents/:documentId', right: 'documents.manage', path: `${DOCS}/${docs[1].id}` },

    { route: 'PATCH /merchant-profile/api/v1/profile', right: 'profile.edit', path: '/merchant-profile/api/v1/profile', body: { contact_info: { first_name: 'Айгерим' }, company_info: { site_url: 'https://techstore.kz' } } },

    { route: `POST ${EMP}`, right: 'employees.create', path: EMP, body: { tdid: tdid(6), ...card(['merchant_operator']) } },
    { route: `PUT ${EMP}/:tdid`, right: 'employees.edit', path: `${EMP}/${tdid(2)}`, body: card(['merchant_operator']) },
    { route: `PUT ${EMP}/:tdid/activate`, right: 'employees.activate', path: `${EMP}/${tdid(11)}/activate` },
    { route: `PUT ${EMP}/:tdid/deactivate`, right: 'employees.deactivate', path: `${EMP}/${tdid(3)}/deactivate` },
    { route: `DELETE ${EMP}/:tdid`, right: 'employees.delete', path: `${EMP}/${tdid(3)}` },
  ];
}

// Filled in beforeAll from the owner's reads (the seed's own shapes).
let installment5002Commission = 0;
let subscribedPartial = { id: 0, categories: [] as string[], commissions: [] as number[] };

async function control(sb: RunningSandbox, method: string, path: string, body: unknown): Promise<Response> {
  const res = await fetch(`${sb.baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return res;
}

async function send(sb: RunningSandbox, token: string, w: Write): Promise<{ status: number; body: Record<string, unknown> }> {
  const [method] = w.route === '' ? ['POST'] : w.route.split(' ');
  let body: BodyInit | undefined;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (w.form) {
    const form = new FormData();
    for (const [field, value] of Object.entries(w.form)) form.append(field, typeof value === 'string' ? value : new File([value[1]], value[0]));
    body = form;
  } else if (w.body !== undefined) {
    body = JSON.stringify(w.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${sb.baseUrl}${w.path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function actAs(sb: RunningSandbox, roles: string[], phone = ACTOR): Promise<string> {
  await control(sb, 'PUT', '/__sandbox/employees', { phone, mid: MID, roles });
  return (await signInMerchant(sb.baseUrl, phone, MID)).merchant_access_token!;
}

let sb: RunningSandbox;
let oldInstallment = { id: 0, sku: '' };
beforeAll(async () => {
  sb = await startSandbox();
  const owner = (await signInMerchant(sb.baseUrl, '77010000001', MID)).merchant_access_token!;
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${sb.baseUrl}${path}`, { headers: { Authorization: `Bearer ${owner}` } });
    if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
    return (await res.json()) as T;
  };
  type Inst = { installment_id: number; status: string; categories: Array<{ slug: string; is_exist: boolean; is_participating: boolean }>; commissions: Array<{ id: number; is_participating: boolean }> };
  installment5002Commission = (await get<Inst>(`${INST}/5002`)).commissions[0].id;
  const { installments } = await get<{ installments: Inst[] }>(`${INST}?is_completed=false&page=1&limit=100`);
  const partial = installments.find((x) => x.status === 'subscribed' && x.categories.length > 0 && x.categories.some((c) => c.is_exist))!;
  subscribedPartial = { id: partial.installment_id, categories: partial.categories.filter((c) => c.is_exist).map((c) => c.slug), commissions: [partial.commissions[0].id] };
  type Old = { installments: Array<{ id: number; start_at: string; end_at: string; min_product_price: number; max_product_price: number }> };
  const x = (await get<Old>('/payplan/api/v1/installments/available')).installments.find((i) => i.id === 701)!;
  const { products } = await get<{ products: Array<{ sku: string; price: { current: number } | number; installment: unknown }> }>(
    `/storefront/api/v1/merchants/products-info?page=1&limit=100&start_at=${encodeURIComponent(x.start_at)}&end_at=${encodeURIComponent(x.end_at)}&with_installment=true`,
  );
  const price = (p: { price: { current: number } | number }) => (typeof p.price === 'number' ? p.price : p.price.current);
  const fits = products.find((p) => !p.installment && price(p) >= x.min_product_price && price(p) <= x.max_product_price)!;
  oldInstallment = { id: 701, sku: fits.sku };
});
afterAll(async () => {
  await sb?.close();
});

describe('the rights table', () => {
  it('is the contract: the sandbox matrix is the fixed one', () => {
    expect(Object.fromEntries(Object.entries(ROLE_RIGHTS).map(([role, rights]) => [role, [...rights].sort()]))).toEqual(
      Object.fromEntries(Object.entries(MATRIX).map(([role, rights]) => [role, [...rights].sort()])),
    );
  });

  it('covers every write the sandbox registers: each non-GET service route has a right or is personal', () => {
    const app = createSandbox({ stateFile: '' }).app;
    const registered = new Set(app.routes.filter((r) => !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(r.method) && serviceOfPath(r.path) !== undefined).map((r) => `${r.method} ${r.path}`));
    const listed = new Set(writesFor({ id: 0, sku: '' }).map((w) => w.route));
    const personal = new Set(Object.keys(PERSONAL_WRITES));
    for (const route of listed) expect(personal.has(route), `${route} is both checked and personal`).toBe(false);
    expect([...registered].filter((r) => !listed.has(r) && !personal.has(r)), 'writes with no right and not personal').toEqual([]);
    expect([...listed, ...personal].filter((r) => !registered.has(r)), 'listed writes the sandbox does not register').toEqual([]);
    // Every right of the table is exercised by at least one write.
    expect(new Set(writesFor({ id: 0, sku: '' }).map((w) => w.right))).toEqual(new Set(RIGHTS));
  });

  let pairs = 0;
  for (const role of ROLE_CODES) {
    it(`${role}: every write answers as the table says`, async () => {
      await sb.control.reset();
      const token = await actAs(sb, [role]);
      const allowedRights = MATRIX[role];
      const results: string[] = [];
      fresh = allowedRights.includes('orders.decide');
      const writes = writesFor(oldInstallment);
      fresh = false;
      for (const w of writes) {
        await w.prepare?.(sb);
        const { status, body } = await send(sb, token, w);
        pairs += 1;
        const allowed = allowedRights.includes(w.right);
        const line = `${role} ${w.route} (${w.right}) → ${status} ${allowed ? '' : String(body.key)}`;
        if (allowed && !(status >= 200 && status < 300)) results.push(`${line} ${JSON.stringify(body)}: expected 2xx`);
        if (!allowed && (status !== 403 || typeof body.message !== 'string' || body.message === '' || body.right !== w.right || body.key !== (SPEC_KEYS[w.right] ?? 'no_right'))) {
          results.push(`${line} ${JSON.stringify(body)}: expected 403 ${SPEC_KEYS[w.right] ?? 'no_right'}`);
        }
      }
      expect(results).toEqual([]);
    });
  }

  it('counts the pairs', () => {
    // 5 roles (the four of the table and merchant_unverified) × every write.
    expect(pairs).toBe(ROLE_CODES.length * writesFor(oldInstallment).length);
    console.info(`rights: ${pairs} (role, write) pairs checked`);
  });

  it('answers each role its rights: the permissions calls carry `rights`', async () => {
    await sb.control.reset();
    const token = await actAs(sb, ['merchant_accountant', 'merchant_operator']);
    const auth = { Authorization: `Bearer ${token}` };
    const roles = (await (await fetch(`${sb.baseUrl}${EMP}/permissions`, { headers: auth })).json()) as Array<{ code: string; rights: string[]; permissions: string[] }>;
    for (const role of ROLE_CODES) expect(roles.find((r) => r.code === role)?.rights).toEqual([...MATRIX[role]].sort());
    expect(roles.every((r) => r.permissions.length > 0)).toBe(true);
    const mine = (await (await fetch(`${sb.baseUrl}${EMP}/${tdid(10)}/permissions`, { headers: auth })).json()) as { tdid: string; roles: Array<{ code: string }>; rights: string[] };
    expect(mine.roles.map((r) => r.code).sort()).toEqual(['merchant_accountant', 'merchant_operator']);
    expect(mine.rights).toEqual(['documents.manage', 'installments.manage', 'orders.decide']);
  });
});

describe('the employees invariants, whatever the table says', () => {
  const OWNER = tdid(1);
  const MANAGER = tdid(10);
  const call = async (token: string, method: string, path: string, body?: unknown) => send(sb, token, { route: `${method} x`, right: 'employees.edit', path, body });
  const as = async (phone: string) => (await signInMerchant(sb.baseUrl, phone, MID)).merchant_access_token!;
  const ownerCard = card(['merchant_owner']);

  it('issue 28: a manager cannot take the shop over, neither through their own row nor through the owner’s', async () => {
    await sb.control.reset();
    const manager = await as('77010000010');
    expect(await call(manager, 'PUT', `${EMP}/${MANAGER}`, card(['merchant_owner']))).toMatchObject({ status: 403, body: { key: 'employees_owner_role_owner_only' } });
    expect(await call(manager, 'PUT', `${EMP}/${MANAGER}`, card(['merchant_manager', 'merchant_owner']))).toMatchObject({ status: 403, body: { key: 'employees_owner_role_owner_only' } });
    expect(await call(manager, 'PUT', `${EMP}/${OWNER}`, card(['merchant_operator']))).toMatchObject({ status: 403, body: { key: 'employees_owner_role_owner_only' } });
    expect(await call(manager, 'PUT', `${EMP}/${OWNER}`, ownerCard)).toMatchObject({ status: 403, body: { key: 'employees_owner_row' } });
    expect(await call(manager, 'POST', EMP, { tdid: tdid(6), ...ownerCard })).toMatchObject({ status: 403, body: { key: 'employees_owner_role_owner_only' } });
    // The owner's activate / deactivate / delete: the right comes first (spec 1 §6 keys).
    expect(await call(manager, 'PUT', `${EMP}/${OWNER}/deactivate`)).toMatchObject({ status: 403, body: { key: 'employees_no_role_to_deactivate_toast_message' } });
    expect(await call(manager, 'DELETE', `${EMP}/${OWNER}`)).toMatchObject({ status: 403, body: { key: 'employees_no_role_to_delete_toast_message' } });
    // Nobody edits their own roles; a new name with the same roles is fine.
    expect(await call(manager, 'PUT', `${EMP}/${MANAGER}`, card(['merchant_manager', 'merchant_accountant']))).toMatchObject({ status: 403, body: { key: 'employees_own_roles' } });
    expect(await call(manager, 'PUT', `${EMP}/${MANAGER}`, card(['merchant_manager']))).toMatchObject({ status: 200, body: { first_name: 'Тест' } });
    // The operator has no employees.edit at all: the right answers first.
    const operator = await actAs(sb, ['merchant_operator'], '77010000006');
    expect(await call(operator, 'PUT', `${EMP}/${tdid(6)}`, ownerCard)).toMatchObject({ status: 403, body: { key: 'no_right', right: 'employees.edit' } });
    const roles = (await call(await as('77010000001'), 'GET', `${EMP}/${OWNER}/permissions`)).body.roles as Array<{ code: string }>;
    expect(roles.map((r) => r.code)).toEqual(['merchant_owner']);
  });

  it('the owner may grant the owner role, but not change their own roles nor close their own access', async () => {
    await sb.control.reset();
    const owner = await as('77010000001');
    expect(await call(owner, 'PUT', `${EMP}/${OWNER}`, card(['merchant_manager']))).toMatchObject({ status: 403, body: { key: 'employees_own_roles' } });
    expect(await call(owner, 'PUT', `${EMP}/${OWNER}/deactivate`)).toMatchObject({ status: 403, body: { key: 'employees_own_access' } });
    expect(await call(owner, 'PUT', `${EMP}/${OWNER}`, ownerCard)).toMatchObject({ status: 200 });
    expect(await call(owner, 'POST', EMP, { tdid: tdid(6), ...ownerCard })).toMatchObject({ status: 201, body: { roles: [{ code: 'merchant_owner' }] } });
    expect(await call(owner, 'PUT', `${EMP}/${MANAGER}`, card(['merchant_owner', 'merchant_manager']))).toMatchObject({ status: 200 });
    expect(await call(owner, 'PUT', `${EMP}/${MANAGER}`, card(['merchant_manager']))).toMatchObject({ status: 200 });
  });

  it('a shop keeps an active owner: the last one is neither deleted, deactivated nor left without the role (409 employees_last_owner)', async () => {
    await sb.control.reset();
    const owner = await as('77010000001');
    // The only owner deletes themselves while others are active.
    expect(await call(owner, 'DELETE', `${EMP}/${OWNER}`)).toMatchObject({ status: 409, body: { key: 'employees_last_owner' } });
    // A second owner, whose access the first then closes: its token still reaches the service.
    expect(await call(owner, 'PUT', `${EMP}/${MANAGER}`, card(['merchant_owner']))).toMatchObject({ status: 200 });
    const second = await as('77010000010');
    expect(await call(owner, 'PUT', `${EMP}/${MANAGER}/deactivate`)).toMatchObject({ status: 200 });
    expect(await call(second, 'PUT', `${EMP}/${OWNER}`, card(['merchant_manager']))).toMatchObject({ status: 409, body: { key: 'employees_last_owner' } });
    expect(await call(second, 'PUT', `${EMP}/${OWNER}/deactivate`)).toMatchObject({ status: 409, body: { key: 'employees_last_owner' } });
    expect(await call(second, 'DELETE', `${EMP}/${OWNER}`)).toMatchObject({ status: 409, body: { key: 'employees_last_owner' } });
    expect(await call(owner, 'DELETE', `${EMP}/${OWNER}`)).toMatchObject({ status: 409, body: { key: 'employees_last_owner' } });
    // With two active owners, either may leave (deleting oneself: spec 1 §6).
    expect(await call(owner, 'PUT', `${EMP}/${MANAGER}/activate`)).toMatchObject({ status: 200 });
    expect(await call(owner, 'DELETE', `${EMP}/${OWNER}`)).toMatchObject({ status: 204 });
    const left = (await call(second, 'GET', EMP)).body as unknown as Array<{ tdid: string; roles: Array<{ code: string }> }>;
    expect(left.filter((e) => e.roles.some((r) => r.code === 'merchant_owner')).map((e) => e.tdid)).toEqual([MANAGER]);
  });

  it('the spec’s last-employee rules keep their 409 keys', async () => {
    await sb.control.reset();
    const owner = await as('77010000001');
    for (const n of [2, 3, 10]) expect(await call(owner, 'PUT', `${EMP}/${tdid(n)}/deactivate`)).toMatchObject({ status: 200 });
    expect(await call(owner, 'DELETE', `${EMP}/${OWNER}`)).toMatchObject({ status: 409, body: { key: 'employees_delete_employee_last_enabled_error' } });
    for (const n of [2, 3, 10, 11]) expect(await call(owner, 'DELETE', `${EMP}/${tdid(n)}`)).toMatchObject({ status: 204 });
    expect(await call(owner, 'DELETE', `${EMP}/${OWNER}`)).toMatchObject({ status: 409, body: { key: 'employees_delete_employee_last_error' } });
  });
});

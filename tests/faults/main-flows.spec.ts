import { expect, test, type Page } from '../e2e/fixtures';
import { fetchOrder, isEditable, ordersOf, unitsOf } from '../e2e/orders-support';
import { DEMO, sandbox } from '../e2e/support';
import { expand, openRequest, productsOf, REFUNDS_CALL, requestsIn, rowOf } from '../e2e/refunds-support';
import type { RefundRequest } from '../../resources/refunds/refunds-api';
import { signInMerchant } from '../support/sandbox';
import type { Order } from '../../resources/orders/orders-api';
import { newFigures, persist, visible, type Figures } from './user-retry';

/**
 * The fault-injection suite (issue 17): the main flows as a seller does them while the sandbox
 * answers 10 % of service calls 503, drops 5 % of connections and adds 300 ms to each, from a
 * seeded sequence so a run repeats. The user retries through the screen's "Повторить" or by
 * doing the step again (tests/faults/user-retry.ts). Then, with faults off, the sandbox's own
 * history says whether each decision was applied exactly once. Figures are printed at the end.
 *
 * FAULT_RUNS (default 2) runs with seeds 1001, 1002, ...; FAULT_ANSWER_LOST (default 0) is the
 * share of dropped writes applied before their answer is lost. By default the first accept and the
 * first products/cancel and the refund accept of each run are applied and then their answer is lost (FAULT_LOSE_ANSWERS=0
 * turns that off): the Idempotency-Key de-duplication is what keeps the resend from applying them
 * again.
 */
const LOSE_ANSWERS = process.env.FAULT_LOSE_ANSWERS !== '0';
const RUNS = Number(process.env.FAULT_RUNS ?? 2);
const FAULTS = { errorRate: 0.1, dropRate: 0.05, latencyMs: 300, answerLostShare: Number(process.env.FAULT_ANSWER_LOST ?? 0) };

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

interface HistoryEvent { entity_id: string; event_type: string; meta: Record<string, unknown> }
interface RunTotals { calls: number; errors: number; drops: number; answersLost: number; doubles: string[] }
const totals: RunTotals = { calls: 0, errors: 0, drops: 0, answersLost: 0, doubles: [] };
const figures: Figures = newFigures();
let runs = 0;

async function history(baseURL: string, token: string, id: string): Promise<HistoryEvent[]> {
  const res = await fetch(`${baseURL}/audit/api/v2/merchants/events?entity_id=${id}&limit=100&page=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`history ${id}: ${res.status}`);
  return ((await res.json()) as { events: HistoryEvent[] }).events;
}

const statusTag = (page: Page, text: string) => page.locator('article .ant-tag').filter({ hasText: text }).first();

async function signInUnderFaults(page: Page): Promise<void> {
  const phone = page.getByLabel('Номер телефона');
  const password = page.getByLabel('Пароль');
  const storeHeading = page.getByRole('heading', { name: /Выберите магазин/ });
  await persist(page, figures, 'sign-in page', () => page.goto('/auth/sign-in').then(() => undefined), visible(phone));
  await persist(page, figures, 'phone', async () => {
    await phone.fill(DEMO.phone);
    await page.getByRole('button', { name: 'Продолжить' }).click();
  }, visible(password));
  await persist(
    page,
    figures,
    'password and store list',
    async () => {
      if (await password.isVisible()) {
        await password.fill(DEMO.password);
        await page.getByRole('button', { name: 'Войти' }).click();
      } else await page.reload(); // a store list that failed with no retry: the user reloads
    },
    async () => (await storeHeading.isVisible()) && (await page.getByText(DEMO.store, { exact: true }).isVisible()),
  );
  await persist(page, figures, 'store choice', () => page.getByText(DEMO.store, { exact: true }).click(), async () => !/\/auth\//.test(page.url()) && (await page.getByRole('heading', { level: 1 }).first().isVisible()));
}

async function ordersFilterAndPage(page: Page): Promise<void> {
  const rows = page.locator('.ant-table-row');
  const statusFilter = page.getByRole('button', { name: 'Статус: Выбрано 2' });
  await persist(page, figures, 'orders list', () => page.goto('/orders').then(() => undefined), visible(rows));
  await persist(
    page,
    figures,
    'orders status filter',
    async () => {
      if (await statusFilter.isVisible()) return; // applied: the list itself is what failed
      await page.getByRole('button', { name: /^Статус/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Статус' });
      await dialog.getByRole('checkbox', { name: 'Выполнен' }).check();
      await dialog.getByRole('checkbox', { name: 'Отменён' }).check();
      await dialog.getByRole('button', { name: 'Применить' }).click();
    },
    async () => (await statusFilter.isVisible()) && (await rows.first().isVisible()),
  );
  await persist(page, figures, 'orders page 2', () => page.getByRole('listitem', { name: '2', exact: true }).click(), async () => /currentPage=2/.test(page.url()) && (await rows.first().isVisible()));
}

async function openOrder(page: Page, id: string): Promise<void> {
  await persist(page, figures, `open order ${id}`, () => page.goto(`/orders/${id}`).then(() => undefined), visible(page.getByRole('heading', { level: 1, name: new RegExp(id) })));
}

async function accept(page: Page, order: Order): Promise<void> {
  await openOrder(page, order.id);
  const choose = page.getByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
  const tip = page.getByRole('dialog', { name: `Заказ №${order.id} подтверждён` });
  await persist(
    page,
    figures,
    `accept ${order.id}`,
    async () => {
      if (!(await choose.isVisible())) {
        await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
        // An fbs order asks where the courier takes it from; the user confirms the proposed point.
        await choose.or(tip).first().waitFor({ timeout: 10_000 });
      }
      if (await choose.isVisible()) await choose.getByRole('button', { name: 'Подтвердить заказ' }).click();
    },
    async () => (await tip.isVisible()) || (await statusTag(page, 'На сборке').isVisible()),
  );
  if (await tip.isVisible()) await tip.getByRole('button', { name: 'Понятно' }).click();
}

async function readyWithCount(page: Page, order: Order): Promise<void> {
  await openOrder(page, order.id);
  const dialog = page.getByRole('dialog', { name: `Заказ №${order.id} готов к выдаче` });
  await persist(
    page,
    figures,
    `ready ${order.id}`,
    async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Готов к выдаче', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Количество грузомест' }).fill('1');
      await dialog.getByRole('button', { name: 'Готов к выдаче' }).click();
    },
    async () => !(await dialog.isVisible()) && (await statusTag(page, 'Готов к выдаче').isVisible()),
  );
}

async function editProducts(page: Page, order: Order, sku: string, quantity: number): Promise<void> {
  await openOrder(page, order.id);
  const region = page.getByRole('region', { name: 'Состав заказа' });
  const title = order.products.find((p) => p.sku === sku)!.title.ru;
  const input = region.getByRole('textbox', { name: `Количество «${title}»` });
  await persist(
    page,
    figures,
    `edit products of ${order.id}`,
    async () => {
      if (!(await input.isVisible())) await region.getByRole('button', { name: 'Редактировать состав' }).click();
      await input.fill(String(quantity));
      await region.getByRole('button', { name: 'Сохранить' }).click();
    },
    async () => (await page.getByText('Количество товара изменено').first().isVisible()) || ((await region.isVisible()) && (await region.getByRole('textbox').count()) === 0 && (await region.getByRole('button', { name: 'Редактировать состав' }).isVisible())),
  );
}

async function reviewsFilter(page: Page): Promise<void> {
  const rows = page.locator('.ant-table-row');
  const ratings = page.getByRole('button', { name: /Выбрано 2/ });
  await persist(page, figures, 'reviews list', () => page.goto('/reviews').then(() => undefined), visible(rows));
  await persist(
    page,
    figures,
    'reviews rating filter',
    async () => {
      if (await ratings.isVisible()) return;
      await page.getByRole('button', { name: /^Оценка/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Оценка' });
      await dialog.getByRole('checkbox', { name: '5 звёзд' }).check();
      await dialog.getByRole('checkbox', { name: '4 звезды' }).check();
      await dialog.getByRole('button', { name: 'Применить' }).click();
    },
    async () => (await ratings.isVisible()) && (await rows.first().isVisible()),
  );
}

async function acceptRefund(page: Page, q: RefundRequest): Promise<void> {
  const accepted = rowOf(page, q).locator('.ant-tag').filter({ hasText: 'Везут продавцу' });
  await persist(page, figures, `refund request ${q.request_id}`, () => openRequest(page, q).then(() => undefined).catch(() => undefined), visible(rowOf(page, q)));
  await persist(
    page,
    figures,
    `accept refund ${q.request_id}`,
    async () => {
      if (!(await productsOf(page, q).isVisible())) await expand(page, q);
      await productsOf(page, q).getByRole('button', { name: 'Принять без курьера' }).click();
    },
    visible(accepted),
  );
}

/** How many times the sandbox applied a change, from the order's own history. */
function applications(events: HistoryEvent[], match: (e: HistoryEvent) => boolean): number {
  return events.filter(match).length;
}

for (let run = 1; run <= RUNS; run++) {
  const seed = 1000 + run;
  test(`main flows under faults, seed ${seed}`, async ({ page, baseURL }) => {
    const base = baseURL!;
    const control = sandbox(base);
    await control.reset();
    const token = (await signInMerchant(base, `7${DEMO.phone}`, DEMO.mid)).merchant_access_token ?? '';
    const waiting = await ordersOf(base, token, 'waiting_confirmation');
    const toAccept = waiting.find((o) => o.storage_type === 'fbs' && o.shipping.type !== 'express' && !isEditable(o));
    const toEdit = waiting.find((o) => isEditable(o) && o.id !== toAccept?.id);
    const toReady = (await ordersOf(base, token, 'on_assembly')).find((o) => unitsOf(o) >= 1);
    if (!toAccept || !toEdit || !toReady) throw new Error('the sandbox has no orders for the fault suite');
    const line = toEdit.products.find((p) => p.is_active && p.quantity > 1)!;
    const refund = (await requestsIn(base, token, 'created')).find((x) => x.products.length === 1 && !x.is_delivery_requested);
    if (!refund) throw new Error('the sandbox has no refund request for the fault suite');

    await fetch(`${base}/__sandbox/faults/stats`, { method: 'DELETE' });
    if (LOSE_ANSWERS) {
      const ORDERS = '/oms/api/v3/merchant/orders';
      const writes = [['POST', `${ORDERS}/${toAccept.id}`], ['PUT', `${ORDERS}/${toEdit.id}/products/cancel`], ['PATCH', REFUNDS_CALL]];
      for (const [method, path] of writes) {
        await fetch(`${base}/__sandbox/faults/lose-answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method, path }) });
      }
    }
    await control.setFaults({ ...FAULTS, seed });
    try {
      await signInUnderFaults(page);
      await ordersFilterAndPage(page);
      await accept(page, toAccept);
      await readyWithCount(page, toReady);
      await editProducts(page, toEdit, line.sku, line.quantity - 1);
      await reviewsFilter(page);
      await acceptRefund(page, refund);
    } finally {
      await control.setFaults({ errorRate: 0, dropRate: 0, latencyMs: 0, answerLostShare: 0, seed: 0 });
      const stats = (await (await fetch(`${base}/__sandbox/faults/stats`)).json()) as Omit<RunTotals, 'doubles'>;
      totals.calls += stats.calls;
      totals.errors += stats.errors;
      totals.drops += stats.drops;
      totals.answersLost += stats.answersLost;
      runs++;
    }

    // Each decision exactly once, by the sandbox's history and state.
    const checks: Array<[string, number]> = [
      [`accept ${toAccept.id}`, applications(await history(base, token, toAccept.id), (e) => e.event_type === 'statusChanged' && e.meta.status === 'on_assembly')],
      [`ready ${toReady.id}`, applications(await history(base, token, toReady.id), (e) => e.event_type === 'statusChanged' && e.meta.status === 'assembled')],
      [`edit ${toEdit.id}`, applications(await history(base, token, toEdit.id), (e) => e.event_type === 'oms.product_change_qty' && e.meta.sku === line.sku)],
    ];
    for (const [name, count] of checks) if (count > 1) totals.doubles.push(`${name}: applied ${count} times`);
    expect(checks).toEqual(checks.map(([name]) => [name, 1]));
    expect((await fetchOrder(base, token, toEdit.id)).products.find((p) => p.sku === line.sku)!.quantity).toBe(line.quantity - 1);
    // A second application of the refund's accept would have been refused (not allowed from its
    // new status) and the user would have seen that error: the request moved once, and stays moved.
    expect((await requestsIn(base, token, 'delivery_to_partner')).map((x) => x.request_uuid)).toContain(refund.request_uuid);
    expect(figures.silent, 'screens left without a message or a retry').toEqual([]);
  });
}

test.afterAll(() => {
  console.log(
    [
      `fault suite: ${runs} run(s) at ${FAULTS.errorRate * 100} % 5xx, ${FAULTS.dropRate * 100} % dropped, ${FAULTS.latencyMs} ms${LOSE_ANSWERS ? ', the answers of accept, products/cancel and the refund accept lost once' : ''}`,
      `  service calls: ${totals.calls}; faults injected: ${totals.errors + totals.drops} (${totals.errors} × 503, ${totals.drops} dropped, ${totals.answersLost} of them after applying)`,
      `  steps: ${figures.steps}; failures seen by the user: ${figures.failuresSeen}; "Повторить" pressed: ${figures.retryPresses}; steps repeated: ${figures.repeats}; pages reloaded: ${figures.reloads}`,
      `  screens without a message or a retry: ${figures.silent.length}${figures.silent.length ? ` (${figures.silent.join('; ')})` : ''}`,
      `  double applications: ${totals.doubles.length}${totals.doubles.length ? ` (${totals.doubles.join('; ')})` : ''}`,
    ].join('\n'),
  );
});

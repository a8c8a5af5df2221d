import { expect, test, type Locator, type Page } from './fixtures';
import { REFUNDS_CALL, requestsWith, seedNewRequests } from './refunds-support';
import { injectSession, sandbox } from './support';
import type { RefundRequest } from '../../resources/refunds/refunds-api';

// Refunds as a queue (issue 34): status tabs with counts, bulk decisions through the engine's
// bulk run, one idempotency key per request kept across the retries.
test.describe.configure({ timeout: 60_000 });
let token = '';

test.beforeEach(async ({ context, baseURL }) => {
  await sandbox(baseURL!).reset();
  token = (await injectSession(context, baseURL!)).merchant_access_token;
});

/** Clicks, counted: what the seller does to get through the queue. */
function clicker() {
  let clicks = 0;
  return {
    click: async (target: Locator) => {
      await target.click();
      clicks += 1;
    },
    get count() {
      return clicks;
    },
  };
}

const rows = (page: Page) => page.locator('main tbody tr.ant-table-row');

/** From /refunds: the "new" tab, select all, "accept without courier", confirm. */
async function acceptAllNew(page: Page, n: number, before?: () => Promise<void>) {
  const seller = clicker();
  await page.goto('/refunds');
  await expect(page.getByTestId('tab-count-needs_confirmation')).toHaveText(String(n));
  await seller.click(page.getByTestId('status-tabs').getByRole('radio').filter({ hasText: 'Ждут подтверждения' }));
  await expect(rows(page)).toHaveCount(n);
  await seller.click(page.locator('main .ant-table-thead input[type=checkbox]'));
  await expect(page.getByRole('region', { name: 'Действия с выбранными' })).toContainText(`Выбрано ${n}`);
  await seller.click(page.getByRole('button', { name: `Принять без курьера (${n})` }));
  const dialog = page.getByRole('dialog', { name: `Принять без курьера: ${n}` });
  await before?.();
  await seller.click(dialog.getByRole('button', { name: `Принять заявки: ${n}` }));
  // The run's dialog, named by its result once it ends.
  return { dialog: page.getByRole('dialog', { name: 'Приём заявок без курьера' }), clicks: seller.count };
}

const patchesOf = async (baseURL: string, requests: RefundRequest[]) => {
  const uuids = new Set(requests.map((q) => q.request_uuid));
  return (await sandbox(baseURL).requests(REFUNDS_CALL)).filter((r) => r.method === 'PATCH' && uuids.has((r.body as { uuid?: string } | undefined)?.uuid ?? ''));
};

async function expectAllAccepted(baseURL: string, requests: RefundRequest[]) {
  const now = await requestsWith(baseURL, token, 'delivery_to_partner');
  for (const q of requests) {
    const found = now.find((x) => x.request_uuid === q.request_uuid);
    expect(found?.products.map((p) => p.status), `request ${q.request_id}`).toEqual(q.products.map(() => 'delivery_to_partner'));
  }
}

test('10 new requests accepted in bulk from the "new" tab in 4 clicks; the tabs move', async ({ page, baseURL }) => {
  const fresh = await seedNewRequests(baseURL!, token, 10);
  await sandbox(baseURL!).clearRequests();
  // Before (the table, main at 0160723): open the status filter, tick "Ждут подтверждения",
  // apply, hover the row, "Принять без курьера" = 5 for the first request, then hover + accept
  // = 2 for each of the other 9: 5 + 2×9 = 23 (with a courier, + 2 a request for its dialog).
  // After: tab, select all, accept, confirm = 4.
  const { dialog, clicks } = await acceptAllNew(page, 10);
  expect(clicks).toBe(4);
  const result = dialog.getByTestId('bulk-result');
  await expect(result).toContainText('Принято заявок: 10', { timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: /Повторить неудавшиеся/ })).toHaveCount(0);

  // One call a request, each answered 200, each body the request's own products.
  const patches = await patchesOf(baseURL!, fresh);
  expect(patches.map((r) => r.status)).toEqual(fresh.map(() => 200));
  for (const q of fresh) {
    const body = patches.find((r) => (r.body as { uuid: string }).uuid === q.request_uuid)!.body;
    expect(body).toEqual({ uuid: q.request_uuid, products: q.products.map((p) => ({ uuid: p.uuid, status: 'delivery_to_partner' })) });
  }
  await expectAllAccepted(baseURL!, fresh);

  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByTestId('tab-count-needs_confirmation')).toHaveText('0');
  await expect(rows(page)).toHaveCount(0);
});

test('the same bulk accept under faults (10 % 5xx, 10 % dropped, seeded) and one answer lost after the change was applied: every failure listed, retries complete them, nothing applied twice', async ({ page, baseURL }) => {
  const fresh = await seedNewRequests(baseURL!, token, 10);
  const box = sandbox(baseURL!);
  // The first status change reaches the service and is applied, but its answer never reaches
  // the app (the browser's own resend of a dropped keep-alive call cannot hide this one): the
  // app lists it as failed, and its retry must be answered, not applied again.
  let lost: string | undefined;
  await page.route(`**${REFUNDS_CALL}`, async (route) => {
    if (route.request().method() !== 'PATCH' || lost) return route.fallback();
    lost = (JSON.parse(route.request().postData()!) as { uuid: string }).uuid;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const faultsOn = async () => {
    await box.clearRequests();
    await box.setFaults({ errorRate: 0.1, dropRate: 0.1, answerLostShare: 0.5, seed: 34 });
  };
  const { dialog } = await acceptAllNew(page, 10, faultsOn);
  const result = dialog.getByTestId('bulk-result');
  await expect(result).toBeVisible({ timeout: 30_000 });

  // Every failure listed (the lost answer among them), each with its words, and one retry for them.
  const lostRequest = fresh.find((q) => q.request_uuid === lost)!;
  const failedList = result.getByRole('list', { name: 'Заявки, которые не удалось изменить' });
  await expect(failedList).toContainText(`№${lostRequest.request_id}: `);
  const failed = await failedList.locator('li').count();
  await expect(result).toContainText(`Не удалось: ${failed}`);
  for (const text of await failedList.locator('li').allTextContents()) expect(text).toMatch(/^№\d+: \S/);

  // Retry the failed until none is left (faults stay on; each request's retries send its first keys).
  for (let round = 0; round < 6; round += 1) {
    const retry = dialog.getByRole('button', { name: /^Повторить неудавшиеся/ });
    if ((await retry.count()) === 0) break;
    const sent = (await patchesOf(baseURL!, fresh)).length;
    const left = await failedList.locator('li').count();
    await retry.click();
    // The retry has sent a call for each failed request, then its run ends (the footer's "Готово").
    await expect.poll(async () => (await patchesOf(baseURL!, fresh)).length, { message: 'a call for each failed request' }).toBeGreaterThanOrEqual(sent + left);
    await expect(dialog.getByRole('button', { name: 'Готово' })).toBeVisible({ timeout: 20_000 });
  }
  await expect(dialog.getByRole('button', { name: /^Повторить неудавшиеся/ })).toHaveCount(0);
  await expect(result).toContainText(/Принято заявок: \d+/);
  await box.setFaults({ errorRate: 0, dropRate: 0 });

  // No change was applied twice: a repeat without its first key would be refused (400 "status
  // change from delivery_to_partner ... not allowed"), one with another body 422. Only 200s
  // (the first answers and their replays), 503s and drops.
  const patches = await patchesOf(baseURL!, fresh);
  expect(patches.filter((r) => ![200, 503, 0].includes(r.status)).map((r) => [r.status, r.body])).toEqual([]);
  const ofLost = patches.filter((r) => (r.body as { uuid: string }).uuid === lost).map((r) => r.status);
  expect(ofLost.filter((s) => s === 200).length, 'the lost one: applied, then its answer replayed').toBeGreaterThanOrEqual(2);
  await expectAllAccepted(baseURL!, fresh);
});

import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { periodBack, typePeriod } from './period-helpers';
import { injectSession, sandbox } from './support';

// The finance page as a seller reads it (spec 2 §2/§3/§7, issue 10), against the sandbox.
test.describe.configure({ timeout: 90_000 });
const LIST_CALL = '/accounter/api/v1/transactions/analytics';

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});
let token = '';
test.beforeEach(async ({ context, baseURL }) => {
  token = (await injectSession(context, baseURL!)).merchant_access_token;
});

test('change the period: the table and the chart follow, the balance cards stay; the CSV holds the rows of the period', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  const calls = async (path: string) => (await control.requests(path)).filter((r) => r.path === path);
  const started: string[] = [];
  page.on('request', (r) => started.push(new URL(r.url()).pathname));
  await page.goto('/finance');
  await expect(page.getByRole('heading', { level: 1, name: 'Финансы' })).toBeVisible();
  const rows = page.locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });

  // The last 30 days at first, newest first, 20 a page.
  const month = await periodBack(page, 30);
  await expect.poll(async () => (await calls(LIST_CALL)).at(-1)?.query).toBe(`date_from=${month.dayFrom}&date_to=${month.dayTo}&sorting=-created_at&page=1&limit=20`);
  await expect(rows).toHaveCount(20);
  const balance = page.getByRole('region', { name: 'Баланс' });
  await expect(balance).toContainText('На счёте');
  await expect(balance).toContainText('Учтено на вчера');
  const balanceText = await balance.textContent();
  await expect(page.getByRole('img', { name: /Столбчатая диаграмма/ })).toBeVisible();
  const sum = page.getByTestId('chart-sum');
  await expect(sum).toContainText('₸');
  const monthSum = await sum.textContent();
  await expect(page.getByTestId('chart-table').locator('tbody tr')).toHaveCount(31);
  // The daily sums go with the route's first calls (issue 30), before the chart's code is asked
  // for, and once: the chart takes that answer.
  const chartCode = started.findIndex((path) => /\/assets\/money-chart-[^/]+\.js$/.test(path));
  expect(chartCode).toBeGreaterThan(-1);
  expect(started.indexOf(`${LIST_CALL}/daily`)).toBeGreaterThan(-1);
  expect(started.indexOf(`${LIST_CALL}/daily`)).toBeLessThan(chartCode);
  expect(await calls(`${LIST_CALL}/daily`)).toHaveLength(1);
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await expectAccessible(page);

  // A week: the table, the chart and its sum change; the balance is not asked again.
  const balanceCalls = (await calls('/accounter/api/v1/balance/merchant')).length;
  const week = await periodBack(page, 6);
  await typePeriod(page, week.typedFrom, week.typedTo);
  await expect.poll(async () => (await calls(LIST_CALL)).at(-1)?.query).toBe(`date_from=${week.dayFrom}&date_to=${week.dayTo}&sorting=-created_at&page=1&limit=20`);
  await expect(page.getByTestId('chart-table').locator('tbody tr')).toHaveCount(7);
  await expect(sum).not.toHaveText(monthSum!);
  expect((await calls(`${LIST_CALL}/daily`)).at(-1)?.query).toBe(`date_from=${week.dayFrom}&date_to=${week.dayTo}`);
  await expect(balance).toHaveText(balanceText!);
  expect((await calls('/accounter/api/v1/balance/merchant')).length).toBe(balanceCalls);

  // The CSV of the week: the file named with it, BOM, ';', a header, the same rows as the table's pages.
  const firstPage = await rows.locator('td:nth-child(1)').allTextContents();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать отчёт' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`transactions-${week.dayFrom}_${week.dayTo}.csv`);
  await expect(page.locator('.ant-notification-notice-message').filter({ hasText: 'Отчёт скачан' })).toBeVisible();
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Номер транзакции;Дата начисления;Основание;Тип;Цена продажи;Комиссия маркетплейса;Сумма;Доставка;Налог;Итого партнёру');
  const csv = lines.slice(1).map((l) => l.split(';'));
  const all: string[] = [];
  for (let p = 1; ; p++) {
    const answer = await fetch(`${baseURL}${LIST_CALL}?date_from=${week.dayFrom}&date_to=${week.dayTo}&page=${p}&limit=100`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { items: Array<{ id: string }>; total: number };
    all.push(...body.items.map((x) => x.id));
    if (all.length >= body.total) break;
  }
  expect(csv.map((c) => c[0])).toEqual(all);
  expect(csv.slice(0, firstPage.length).map((c) => c[0])).toEqual(firstPage);
  expect(csv.every((c) => c[1].slice(0, 10) >= week.dayFrom && c[1].slice(0, 10) <= week.dayTo)).toBe(true);

  // Sort by the total to the partner, ascending: the most negative first, shown in red.
  await page.locator('.ant-table-thead').getByRole('columnheader', { name: /Итого партнёру/ }).click();
  await expect.poll(async () => (await calls(LIST_CALL)).at(-1)?.query).toContain('sorting=total_amount_to_partner&');
  await expect(rows.first().locator('td').last().locator('.ant-typography-danger')).toBeVisible();
});

/** The finance table's rows, waited for (the first load may be slow beside other work). */
async function openFinance(page: import('@playwright/test').Page) {
  await page.goto('/finance');
  const rows = page.locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  return rows;
}

test('each transaction shows its number; the basis links a sale to its order and a return to the refunds of that order', async ({ page, baseURL }) => {
  const rows = await openFinance(page);
  await expect(page.locator('.ant-table-thead th').first()).toHaveText('Номер транзакции');
  // The number column added, the table still fits 1440 px with the side menu open.
  const fits = () => page.evaluate(() => {
    const body = document.querySelector('.ant-table-content, .ant-table-body') as HTMLElement;
    return body.scrollWidth <= body.clientWidth;
  });
  expect(await fits()).toBe(true);

  // Every row: its id first; a sale's basis links to /orders/{n}, a return's to the refunds list searched by n, a tax is text.
  const seen = { sale: '', return: '' };
  const check = async () => {
    for (const row of await rows.all()) {
      expect(await row.locator('td').first().textContent()).toMatch(/^\d+$/);
      const type = await row.locator('td').nth(3).textContent();
      const basis = row.locator('td').nth(2);
      const reason = (await basis.textContent())!;
      const link = basis.getByRole('link');
      if (type === 'Продажа') {
        await expect(link).toHaveAttribute('href', `/orders/${reason}`);
        seen.sale = reason;
      } else if (type === 'Возврат') {
        expect(decodeURIComponent((await link.getAttribute('href'))!)).toBe(`/refunds?filters[0][field]=search&filters[0][operator]=contains&filters[0][value]=${reason}`);
        seen.return = reason;
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  };
  await check();
  // The most negative first: returns and taxes.
  await page.locator('.ant-table-thead').getByRole('columnheader', { name: /Итого партнёру/ }).click();
  await expect(rows.first().locator('td').last().locator('.ant-typography-danger')).toBeVisible();
  await check();
  expect(seen.sale).not.toBe('');
  expect(seen.return).not.toBe('');

  // A return's basis opens the refunds list with that order number searched.
  const control = sandbox(baseURL!);
  await control.clearRequests();
  await page.getByRole('link', { name: seen.return, exact: true }).first().click();
  await expect(page).toHaveURL(/\/refunds\?/);
  await expect.poll(async () => (await control.requests('/rms-new/api/v1/products')).at(-1)?.query ?? '').toContain(`search=${seen.return}`);
});

test("a sale's basis opens its order's page", async ({ page, baseURL }) => {
  // A completed order of the orders' data whose sale the ledger holds (the ledger's six months
  // also pay out orders older than the four months the orders' data keeps: those open "not found").
  const get = async <T,>(path: string) => (await (await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const { orders } = await get<{ orders: Array<{ id: string }> }>('/oms/api/v3/merchant/orders?status=completed&limit=20');
  let order = '';
  for (const { id } of orders) {
    if ((await get<{ total: number }>(`${LIST_CALL}?reason_type=sale&order_id=${id}&limit=1`)).total > 0) order = id;
    if (order) break;
  }
  expect(order).not.toBe('');
  await openFinance(page);
  const search = page.getByRole('textbox', { name: 'Поиск по номеру заказа' });
  await search.fill(order);
  await search.press('Enter');
  const sale = page.locator('tr.ant-table-row').filter({ hasText: 'Продажа' });
  await expect(sale).toHaveCount(1);
  await sale.getByRole('link', { name: order }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${order}` })).toBeVisible();
});

test('drill down: a kind and an order number narrow the rows and the totals, stay in the address after a reload and go with the CSV', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  const lastQuery = async (path: string) => (await control.requests(path)).filter((r) => r.path === path).at(-1)?.query ?? '';
  const money = (text: string | null) => Number(text!.replace(/[^\d-]/g, ''));
  const rows = await openFinance(page);
  const totals = page.getByRole('region', { name: 'Итоги по типам' });
  await expect(totals).toContainText('Продажи (');
  await expect(totals).toContainText('Итого:');

  // Returns only: the rows, the totals and the chart follow; the period stays.
  await page.getByRole('button', { name: /^Тип/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Тип' });
  await dialog.getByRole('checkbox', { name: 'Возврат' }).check();
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect.poll(() => lastQuery(LIST_CALL)).toMatch(/(^|&)reason_type=return&/);
  expect(await lastQuery(LIST_CALL)).toMatch(/(^|&)date_from=[\d-]+&date_to=[\d-]+&/);
  await expect(rows.filter({ hasNotText: 'Возврат' })).toHaveCount(0);
  await expect(totals).not.toContainText('Продажи');
  await expect(totals).toContainText('Возвраты (');
  await expect.poll(() => lastQuery(`${LIST_CALL}/daily`)).toMatch(/^date_from=[\d-]+&date_to=[\d-]+&reason_type=return$/);

  // One return's order number: its return across all dates (the period set aside), the totals of it alone.
  const order = (await rows.first().locator('td').nth(2).textContent())!;
  const search = page.getByRole('textbox', { name: 'Поиск по номеру заказа' });
  await search.fill(order);
  await search.press('Enter');
  await expect.poll(() => lastQuery(`${LIST_CALL}/totals`)).toBe(`reason_type=return&order_id=${order}`);
  await expect(rows.filter({ hasNotText: order })).toHaveCount(0);
  await expect(totals).toContainText('За всё время:');
  const shown = async () => ({ count: await rows.count(), sum: (await rows.locator('td:last-child').allTextContents()).reduce((s, x) => s + money(x), 0) });
  const found = await shown();
  await expect(totals).toContainText(`Возвраты (${found.count}):`);
  expect(money(await totals.locator('strong').first().textContent())).toBe(found.sum);

  // A reload keeps both (they live in the address), and shows the same.
  expect(decodeURIComponent(page.url())).toContain(`[value]=${order}`);
  await page.reload();
  await expect(search).toHaveValue(order);
  await expect(page.getByRole('button', { name: 'Тип: Возврат' })).toBeVisible();
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  expect(await shown()).toEqual(found);
  await expect(totals).toContainText(`Возвраты (${found.count}):`);

  // The CSV asks with the same filters and holds the same rows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать отчёт' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`transactions-all_return_order-${order}.csv`);
  expect(await lastQuery(`${LIST_CALL}/csv`)).toBe(`reason_type=return&order_id=${order}`);
  const lines = (await readFile((await file.path())!)).toString('utf8').trim().split('\r\n').slice(1);
  expect(lines.map((l) => l.split(';')[0])).toEqual(await rows.locator('td:first-child').allTextContents());
});

test('a period with no transactions: no chart of zeros, a plain sentence', async ({ page }) => {
  await openFinance(page);
  await typePeriod(page, '01.01.2020', '07.01.2020');
  await expect(page.getByText('За этот период начислений нет')).toBeVisible();
  await expect(page.getByRole('img', { name: /Столбчатая диаграмма/ })).toHaveCount(0);
});

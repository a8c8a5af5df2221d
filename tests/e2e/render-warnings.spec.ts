import { expect, test, type Page, ownPort } from './fixtures';
import { startDevApp, type ExternalApp } from './external-app';
import { injectSession, sandbox } from './support';

/*
 * Issue 29: moving between lists by the side menu must update no component while another
 * renders. React reports that ("Cannot update a component while rendering a different
 * component") only in its development build, which the production build the other specs use
 * leaves out: this spec walks the lists on the development server (`npm run dev`, on its own
 * port and sandbox state).
 */
test.describe.configure({ mode: 'serial' });

let app: ExternalApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = ownPort(300);
  app = await startDevApp(port, { SANDBOX_STATE_FILE: `.sandbox-state/e2e-${port}.json` });
  await sandbox(app.url).reset();
});

test.afterAll(async () => {
  await app?.stop();
});

/** The side-menu entry `label` selected and its list's first row shown. */
async function listShown(page: Page, label: string) {
  await expect(page.getByTestId('side-menu').locator('.ant-menu-item-selected')).toHaveText(label);
  await expect(page.locator('main tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
}

test('walking the side menu between lists (and back) updates no component while another renders', async ({ page, context }) => {
  // The development server compiles each module when first asked for it: a list's first visit
  // takes seconds, the first page a minute on a busy machine.
  test.setTimeout(360_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Cannot update a component')) warnings.push(message.text().slice(0, 400));
  });
  await injectSession(context, app.url);
  await page.goto(`${app.url}/orders`);
  await expect(page.locator('main tr.ant-table-row').first()).toBeVisible({ timeout: 120_000 });

  const menu = page.getByTestId('side-menu');
  // Orders → reviews → refunds → finance (transactions) → orders, then orders' own entry on a
  // sorted list (the list reopens at its defaults) and Back and Forward between two lists.
  for (const label of ['Отзывы', 'Возвраты', 'Финансы', 'Заказы']) {
    await menu.getByRole('menuitem', { name: label, exact: true }).click();
    await listShown(page, label);
  }
  await page.getByRole('columnheader', { name: /Сумма/ }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=total_price/);
  await menu.getByRole('menuitem', { name: 'Заказы', exact: true }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=created_at/);
  await menu.getByRole('menuitem', { name: 'Отзывы', exact: true }).click();
  await listShown(page, 'Отзывы');
  await page.goBack();
  await listShown(page, 'Заказы');
  await page.goForward();
  await listShown(page, 'Отзывы');

  expect(warnings, warnings.join('\n')).toEqual([]);
});

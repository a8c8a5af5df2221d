import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

const LIST_CALL = '{{listPath}}';

test('{{name}}: the side menu opens the seeded list in the {{dialect}} dialect, a row opens its record', async ({ page, context, baseURL }) => {
  const control = sandbox(baseURL!);
  await injectSession(context, baseURL!);
  await page.goto('/');
  await control.clearRequests();
  await page.getByTestId('side-menu').getByRole('menuitem', { name: '{{ruList}}', exact: true }).click();
  await expect(page).toHaveURL(/\/{{name}}(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: '{{ruList}}' })).toBeVisible();
  // The sandbox's seed (sandbox/modules/{{name}}.ts): 45 rows for this shop, the newest first.
  await expect(page.locator('.ant-table-row')).toHaveCount({{firstPageRows}});
  await expect(page.locator('.ant-table-row').first()).toContainText('{{seedTitle}} 001');
  const [call] = await control.requests(LIST_CALL);
  expect(call.status).toBe(200);
  expect(Object.fromEntries(new URLSearchParams(call.query))).toEqual({{openingQuery}});

  await page.locator('.ant-table-row').first().click();
  await expect(page).toHaveURL(/\/{{name}}\/1001$/);
  await expect(page.getByRole('heading', { level: 1, name: '{{seedTitle}} 001' })).toBeVisible();
  await expect(page.getByText('Действует')).toBeVisible();
  // The record came from the one-record path: `GET {{listPath}}/{id}`.
  expect((await control.requests(`${LIST_CALL}/1001`)).map((r) => r.status)).toContain(200);
});

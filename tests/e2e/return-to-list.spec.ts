import { expect, test, type Page, type Route } from './fixtures';
import { injectSession, sandbox } from './support';

// Issue 30: back to a list shows its cached rows at once; the call refreshes them behind.
// Order of events, never durations.

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const menu = (page: Page, name: string) => page.getByTestId('side-menu').getByRole('menuitem', { name, exact: true });
const ORDERS_LIST = '/oms/api/v3/merchant/orders';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await sandbox(baseURL!).reset();
  await injectSession(context, baseURL!);
});

test('back to Orders from another list shows the rows before the list call answers, with no spinner over them', async ({ page }) => {
  await page.goto('/orders');
  await expect(rows(page)).toHaveCount(20);
  const firstRow = await rows(page).first().getAttribute('data-row-key');

  await menu(page, 'Отзывы').click();
  await expect(page).toHaveURL(/\/reviews/);
  await expect(rows(page).first()).toBeVisible();

  // From here the orders list call is held until the rows have been checked.
  const held: Route[] = [];
  const ordersList = (url: URL) => url.pathname === ORDERS_LIST;
  await page.route(ordersList, (route) => void held.push(route));
  await menu(page, 'Заказы').click();
  await expect(page).toHaveURL(/\/orders/);
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).toHaveAttribute('data-row-key', firstRow ?? '');
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
  // The refresh was asked and is still unanswered: the rows came from the cache; a quiet mark says it.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByTestId('list-refreshing')).toContainText('Список обновляется');

  for (const route of held) await route.continue();
  await page.unroute(ordersList);
  await expect(page.getByTestId('list-refreshing')).toBeEmpty();
  await expect(rows(page)).toHaveCount(20);
});

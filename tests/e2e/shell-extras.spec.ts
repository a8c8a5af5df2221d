import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { injectSession, sandbox } from './support';

/** Issue 16, smaller things: mark all notifications read; a review's order link and previous/next. */
test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

test('notifications: "mark all as read" sends one PATCH with every unread id and empties the badge', async ({ page, context, baseURL }) => {
  const control = sandbox(baseURL!);
  await injectSession(context, baseURL!);
  await page.goto('/reviews');
  const bell = page.getByTestId('notes-bell');
  await expect(bell).toHaveAccessibleName(/непрочитанных: \d+/);
  const unread = Number((await bell.getAttribute('aria-label'))!.match(/(\d+)$/)![1]);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  await control.clearRequests();
  await panel.getByRole('button', { name: 'Отметить все прочитанными' }).dblclick();
  await expect(bell).toHaveAccessibleName('Уведомления');
  const patches = (await control.requests('/notes/api/v1/merchant/notes/status')).filter((r) => r.method === 'PATCH');
  expect(patches).toHaveLength(1);
  const body = patches[0].body as { ids: number[]; status: string };
  expect(body.status).toBe('read');
  expect(body.ids).toHaveLength(unread);
  await expect(panel.getByRole('button', { name: 'Отметить все прочитанными' })).toBeDisabled();
  await expectAccessible(page);
});

test('a review links to its order; its page steps to the previous and next review of the list', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/reviews');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const titles = await rows.locator('strong').allTextContents();
  await rows.nth(1).locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/reviews\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Соседние записи списка' });
  await pager.getByRole('button', { name: 'Следующий' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles[2] })).toBeVisible();
  // Two quick clicks step twice, however late the router shows the first step.
  await pager.getByRole('button', { name: 'Предыдущий' }).click();
  await pager.getByRole('button', { name: 'Предыдущий' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Предыдущий' })).toBeDisabled();
  await expectAccessible(page);
  // Back still returns to the list.
  await page.getByRole('navigation', { name: /breadcrumb/i }).or(page.locator('.ant-breadcrumb')).getByRole('link', { name: 'Отзывы' }).click();
  await expect(page).toHaveURL(/\/reviews(\?|$)/);

  // The order link opens the order itself.
  await page.locator('.ant-table-row').first().locator('td').nth(1).click();
  const orderLink = page.locator('.ant-descriptions').getByRole('link').first();
  const orderId = (await orderLink.textContent())!.trim();
  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByText('Запись не найдена')).toHaveCount(0);
});

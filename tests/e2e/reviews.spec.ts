import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { injectSession, sandbox, signIn } from './support';

const LIST_CALL = '/feedback/api/v1/reviews/merchants';

test('sign in, filter reviews by two ratings, sort, page 2, open one, go back to the same view', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  await control.setFaults({ accessTokenTtlSeconds: 900 });
  await signIn(page);
  // Sign-in lands on the first area (orders); reviews are one menu click away.
  await expect(page).toHaveURL(/\/orders/);
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Отзывы' }).click();
  await expect(page).toHaveURL(/\/reviews/);
  await expect(page.getByRole('heading', { name: 'Отзывы' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expectAccessible(page);

  // Two ratings through the multi-select: applied only on confirm.
  await control.clearRequests();
  await page.getByRole('button', { name: /^Оценка/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Оценка' });
  await dialog.getByRole('checkbox', { name: '5 звёзд' }).check();
  await dialog.getByRole('checkbox', { name: '4 звезды' }).check();
  expect(await control.requests(LIST_CALL)).toHaveLength(0);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('button', { name: /Выбрано 2/ })).toBeVisible();
  await expect.poll(async () => (await control.requests(LIST_CALL)).at(-1)?.query).toMatch(/(^|&)ratings=5,4(&|$)/);
  // The call is logged when it is asked; the rows change when its answer has rendered.
  const ratings = () => page.locator('.ant-table-row [aria-label^="Оценка "]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  await expect.poll(async () => {
    const labels = await ratings();
    return labels.length > 0 && labels.every((label) => /^Оценка [45] из 5$/.test(label));
  }).toBe(true);

  // Sort by rating, ascending.
  await page.getByRole('columnheader', { name: /Оценка/ }).click();
  await expect.poll(async () => (await control.requests(LIST_CALL)).at(-1)?.query).toMatch(/sort_key=rating&sort_val=1(&|$)/);

  // Page 2: its rows are on screen once the first row shows the answer's first review.
  const pageTwo = page.waitForResponse((r) => r.url().includes(LIST_CALL) && /[?&]page=2(&|$)/.test(r.url()));
  await page.getByRole('listitem', { name: '2', exact: true }).click();
  const pageTwoFirst = ((await (await pageTwo).json()) as { reviews: { product_title: { ru: string } }[] }).reviews[0].product_title.ru;
  await expect(page.locator('.ant-table-row').first().locator('strong').first()).toHaveText(pageTwoFirst);
  const lastQuery = (await control.requests(LIST_CALL)).at(-1)!.query;
  expect(lastQuery).toContain('ratings=5,4');
  expect(lastQuery).toContain('sort_key=rating&sort_val=1');
  expect(lastQuery).toContain('limit=20');
  const listUrl = page.url();

  // Open a review, then go back.
  const firstTitle = (await page.locator('.ant-table-row').first().locator('strong').first().textContent()) ?? '';
  await page.locator('.ant-table-row').first().click();
  await expect(page).toHaveURL(/\/reviews\/\d+$/);
  await expect(page.getByRole('heading', { name: firstTitle })).toBeVisible();
  await expect(page.getByText('Достоинства')).toBeVisible();
  await expectAccessible(page);

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('button', { name: /Выбрано 2/ })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '2', exact: true })).toHaveClass(/ant-pagination-item-active/);
  await expect.poll(async () => (await control.requests(LIST_CALL)).at(-1)?.query).toBe(lastQuery);
});

test("the side menu's entry opens the list afresh, from its own filtered and sorted view too, and Back shows that view again", async ({ page, context, baseURL }) => {
  const control = sandbox(baseURL!);
  await injectSession(context, baseURL!);
  await control.clearRequests();
  await page.goto('/reviews');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const opening = (await control.requests(LIST_CALL))[0].query;
  await page.getByRole('button', { name: /^Оценка/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Оценка' });
  await dialog.getByRole('checkbox', { name: '5 звёзд' }).check();
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('button', { name: 'Оценка: 5 звёзд' })).toBeVisible();
  // The date column holds the default sort (descending): a click takes the sort off.
  await page.getByRole('columnheader', { name: /Дата отзыва/ }).click();
  const unsortedFiveStars = /^(?!.*sort_key=)(.*&)?ratings=5(&|$)/;
  await expect.poll(async () => (await control.requests(LIST_CALL)).some((r) => unsortedFiveStars.test(r.query))).toBe(true);

  await control.clearRequests();
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Отзывы' }).click();
  await expect(page.getByRole('button', { name: 'Оценка: 5 звёзд' })).toHaveCount(0);
  // The same call as when the list first opened: no rating, the default sort, page 1.
  await expect.poll(async () => (await control.requests(LIST_CALL)).at(-1)?.query).toBe(opening);
  await expect(page).not.toHaveURL(/rating/);

  // Back: the filtered view's address, and the open list shows it again. A sort taken off leaves
  // nothing in the address, so the date sort is back, as a reload of that address shows it.
  await control.clearRequests();
  await page.goBack();
  await expect(page).toHaveURL(/rating/);
  await expect(page.getByRole('button', { name: 'Оценка: 5 звёзд' })).toBeVisible();
  await expect.poll(async () => (await control.requests(LIST_CALL)).at(-1)?.query).toMatch(/(^|&)ratings=5(&|$)/);
});

test('the sign-in and store-choice pages are accessible', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Номер телефона').fill('7010000001');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('Пароль').fill('Partner1!');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: /Выберите магазин/ })).toBeVisible();
  await expectAccessible(page);
});

import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

test.describe('session across tabs', () => {
  test.beforeEach(async ({ baseURL }) => {
    await sandbox(baseURL!).setFaults({ accessTokenTtlSeconds: 900 });
  });

  test('two tabs whose tokens expire together make one refresh between them', async ({ context, baseURL }) => {
    const control = sandbox(baseURL!);
    await injectSession(context, baseURL!);
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto('/reviews');
    await b.goto('/reviews');
    await expect(a.locator('.ant-table-row').first()).toBeVisible();
    await expect(b.locator('.ant-table-row').first()).toBeVisible();

    await control.expireTokens('merchant');
    await control.clearRequests();
    await Promise.all([a.reload(), b.reload()]);
    await expect(a.locator('.ant-table-row').first()).toBeVisible();
    await expect(b.locator('.ant-table-row').first()).toBeVisible();

    const refreshes = await control.requests('/merchant-profile/api/v1/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].status).toBe(200);
  });

  test('signing out in one tab puts the other on the sign-in page within a second', async ({ context, baseURL }) => {
    await injectSession(context, baseURL!);
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto('/reviews');
    await b.goto('/reviews');
    await expect(b.locator('.ant-table-row').first()).toBeVisible();

    await a.getByRole('button', { name: /Меню магазина/ }).click(); // sign-out lives in the shop menu
    await a.getByRole('menuitem', { name: 'Выйти' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
    await expect(a).toHaveURL(/\/auth\/sign-in$/);
    await expect(b).toHaveURL(/\/auth\/sign-in$/, { timeout: 1_000 });
  });
});

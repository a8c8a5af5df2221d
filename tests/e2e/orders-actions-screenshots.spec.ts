import { expect, test, type Page } from './fixtures';
import type { Order } from '../../resources/orders/orders-api';
import { lockOrder, ordersOf, unitsOf } from './orders-support';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1: every order-action dialog in ru and en (desktop 1440×900, phone 390×844),
// written to screenshots/orders-actions-*.png to be looked at.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

const LABELS = {
  ru: { accept: 'Подтвердить', reject: 'Отклонить', ready: 'Готов к выдаче', packages: 'Изменить грузоместа', change: 'Сменить точку самовывоза', stop: 'Перестать ждать', other: 'Другая причина', ok: 'Понятно' },
  en: { accept: 'Accept', reject: 'Reject', ready: 'Ready for delivery', packages: 'Change packages', change: 'Change pickup point', stop: 'Stop waiting', other: 'Other reason', ok: 'Got it' },
} as const;

const shot = (page: Page, name: string, locale: string) => page.screenshot({ path: `screenshots/orders-actions-${name}-${locale}.png` });
const settle = (page: Page) => page.waitForTimeout(400);
const back = async (page: Page) => {
  await page.getByRole('dialog').getByRole('button', { name: /^(Назад|Back)$/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
};

async function open(page: Page, id: string) {
  await page.goto(`/orders/${id}`);
  await expect(page.locator('h1')).toContainText(id);
}

for (const locale of ['ru', 'en'] as const) {
  const L = LABELS[locale];
  test.describe(locale, () => {
    let token = '';
    let waiting: Order[] = [];
    test.beforeEach(async ({ context, baseURL }) => {
      await sandbox(baseURL!).reset();
      token = (await injectSession(context, baseURL!)).merchant_access_token;
      await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
      waiting = (await ordersOf(baseURL!, token, 'waiting_confirmation')).filter((o) => o.storage_type === 'fbs');
    });

    test('desktop: accept with a pickup point, the lock notice, the assembly tip, fast courier', async ({ page, baseURL }) => {
      const order = waiting.find((o) => o.shipping.type !== 'express')!;
      await open(page, order.id);
      await page.getByRole('button', { name: L.accept, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      await settle(page);
      await shot(page, 'pickup-point', locale);

      await lockOrder(baseURL!, order.id, 120_000);
      await dialog.getByRole('button', { name: /Подтвердить заказ|Accept order/ }).click();
      await expect(dialog.getByRole('button', { name: L.stop })).toBeVisible();
      await shot(page, 'locked', locale);
      await dialog.getByRole('button', { name: L.stop }).click();
      await lockOrder(baseURL!, order.id, 0);
      await dialog.getByRole('button', { name: /Подтвердить заказ|Accept order/ }).click();
      await expect(page.getByRole('button', { name: L.ok })).toBeVisible();
      await settle(page);
      await shot(page, 'assembly-tip', locale);

      const express = waiting.find((o) => o.shipping.type === 'express' && o.id !== order.id);
      if (express) {
        await open(page, express.id);
        await page.getByRole('button', { name: L.accept, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: /Подтвердить заказ|Accept order/ }).click();
        await expect(page.getByRole('button', { name: L.ok })).toBeVisible();
        await settle(page);
        await shot(page, 'fast-courier', locale);
      }
    });

    test('desktop: reject with another reason, change of pickup point', async ({ page }) => {
      const order = waiting[1];
      await open(page, order.id);
      await page.getByRole('button', { name: L.reject, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await settle(page);
      await shot(page, 'reject', locale);
      await dialog.getByText(L.other).click();
      await dialog.getByRole('textbox').focus();
      await dialog.getByRole('textbox').blur();
      await settle(page);
      await shot(page, 'reject-other', locale);
      await back(page);

      await page.getByRole('button', { name: L.change }).click();
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
      await settle(page);
      await shot(page, 'change-pickup-point', locale);
    });

    test('desktop: ready for delivery with a wrong count, package count of an assembled order', async ({ page, baseURL }) => {
      const onAssembly = (await ordersOf(baseURL!, token, 'on_assembly')).find((o) => unitsOf(o) >= 2)!;
      await open(page, onAssembly.id);
      await page.getByRole('button', { name: L.ready, exact: true }).click();
      const input = page.getByRole('dialog').getByRole('textbox');
      await settle(page);
      await shot(page, 'ready', locale);
      await input.fill(String(unitsOf(onAssembly) + 5));
      await settle(page);
      await shot(page, 'ready-too-many', locale);
      await input.fill('0');
      await settle(page);
      await shot(page, 'ready-zero', locale);
      await back(page);

      const assembled = (await ordersOf(baseURL!, token, 'assembled'))[0];
      await open(page, assembled.id);
      await page.getByRole('button', { name: L.packages }).click();
      await settle(page);
      await shot(page, 'change-packages', locale);
      await back(page);
      await settle(page);
      await shot(page, 'assembled-header', locale);
    });

    test('desktop: row actions in the list', async ({ page }) => {
      await page.goto('/orders');
      const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: locale === 'ru' ? 'Ожидает подтверждения' : 'Waiting for confirmation' }).first();
      await expect(row).toBeVisible({ timeout: 20_000 });
      await row.hover();
      await settle(page);
      await shot(page, 'row', locale);
      await row.getByRole('button', { name: L.reject, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      await shot(page, 'row-reject', locale);
    });

    test.describe('phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('phone: the drawers', async ({ page, baseURL }) => {
        const onAssembly = (await ordersOf(baseURL!, token, 'on_assembly')).find((o) => unitsOf(o) >= 2)!;
        await open(page, onAssembly.id);
        await shot(page, 'phone-actions', locale);
        await page.getByRole('button', { name: L.ready, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await settle(page);
        await shot(page, 'phone-ready', locale);
        await back(page);

        await open(page, waiting[2].id);
        await page.getByRole('button', { name: L.reject, exact: true }).click();
        await page.getByRole('dialog').getByText(L.other).click();
        await settle(page);
        await shot(page, 'phone-reject', locale);
        await back(page);
        await page.getByRole('button', { name: L.accept, exact: true }).click();
        await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
        await settle(page);
        await shot(page, 'phone-pickup-point', locale);
      });
    });
  });
}

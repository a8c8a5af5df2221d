import { expect, test } from './fixtures';
import { openOrder, ordersOf } from './orders-support';
import { DEMO, injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/faults-screenshots.spec.ts:
// the session-end dialog over a typed reject reason, the pickup points' failure in the accept
// dialog and on the order card, and the store list's failure, in ru, kz and en
// (screenshots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');
test.describe.configure({ timeout: 120_000 });

const POINTS = '/merchant-profile/api/v1/profile/pickup-points';
/** The point list's calls, whatever page they ask (the list is read to the end). */
const pointsList = (url: URL) => url.pathname === POINTS;
const failing = { status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'service unavailable' }) };
const TEXT = {
  ru: { accept: 'Подтвердить', reject: 'Отклонить', other: 'Другая причина', confirmReject: 'Отклонить заказ', phone: 'Номер телефона', go: 'Продолжить', password: 'Пароль', signIn: 'Войти' },
  kz: { accept: 'Растау', reject: 'Бас тарту', other: 'Басқа себеп', confirmReject: 'Тапсырыстан бас тарту', phone: 'Телефон нөмірі', go: 'Жалғастыру', password: 'Құпиясөз', signIn: 'Кіру' },
  en: { accept: 'Accept', reject: 'Reject', other: 'Other reason', confirmReject: 'Reject order', phone: 'Phone number', go: 'Continue', password: 'Password', signIn: 'Sign in' },
};

const ENDED = { ru: 'Сессия завершена', kz: 'Сессия аяқталды', en: 'Your session has ended' };

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

for (const locale of ['ru', 'kz', 'en'] as const) {
  test(`fault states, ${locale}`, async ({ context, page, baseURL }) => {
    const t = TEXT[locale];
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    const token = (await injectSession(context, baseURL!)).merchant_access_token;
    const waiting = (await ordersOf(baseURL!, token, 'waiting_confirmation')).filter((o) => o.storage_type === 'fbs' && o.pickup_point_id);

    // Pickup points failing: the card and the accept dialog.
    await page.route(pointsList, (route) => (route.request().method() === 'GET' ? route.fulfill(failing) : route.fallback()));
    await page.goto(`/orders/${waiting[0].id}`);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await page.screenshot({ path: `screenshots/faults-card-points-${locale}.png` });
    await page.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/faults-accept-points-${locale}.png` });
    await page.unroute(pointsList);

    // The session ends while a reject reason is typed.
    await openOrder(page, waiting[1].id);
    await page.getByRole('button', { name: t.reject, exact: true }).click();
    const reject = page.getByRole('dialog');
    await reject.getByText(t.other).click();
    await reject.getByRole('textbox').fill(locale === 'en' ? 'The box was damaged in storage' : 'Упаковка повреждена');
    await fetch(`${baseURL}/__sandbox/tokens/expire`, { method: 'POST' });
    await fetch(`${baseURL}/__sandbox/tokens/revoke`, { method: 'POST' });
    await reject.getByRole('button', { name: t.confirmReject }).click();
    await expect(page.getByRole('dialog', { name: ENDED[locale] })).toBeVisible();
    await expect(page.locator('#session-end-password')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `screenshots/faults-session-end-${locale}.png` });
  });

  test(`store list failing, ${locale}`, async ({ context, page }) => {
    const t = TEXT[locale];
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    let calls = 0;
    await page.route('**/merchant-profile/api/v1/auth', (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      calls += 1;
      return calls >= 2 ? route.fulfill(failing) : route.fallback();
    });
    await page.goto('/auth/sign-in');
    await page.getByLabel(t.phone).fill(DEMO.phone);
    await page.getByRole('button', { name: t.go }).click();
    await page.getByRole('textbox', { name: t.password, exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `screenshots/faults-store-list-${locale}.png` });
  });
}

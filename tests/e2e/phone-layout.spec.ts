import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { injectSession } from './support';

/**
 * Issue 16: every page but /orders and /profile/info works on a phone (390×844): the menu is
 * a drawer behind a button, nothing is wider than the screen, no text wraps letter by letter.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/reviews', ready: (p) => expect(p.locator('.ant-table-row').first()).toBeVisible() },
  { path: '/faq', ready: (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible() },
  { path: '/profile/settings', ready: (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible() },
  { path: '/refunds', ready: (p) => expect(p.locator('.ant-table-row').first()).toBeVisible() },
  { path: '/finance', ready: (p) => expect(p.locator('.ant-table-row').first()).toBeVisible() },
  { path: '/products/upload/manual', ready: (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible() },
  { path: '/profile/pickup-points', ready: (p) => expect(p.locator('.ant-table-row').first()).toBeVisible() },
  { path: '/profile/employees', ready: (p) => expect(p.locator('.ant-table-row').first()).toBeVisible() },
];

/** Texts squeezed into a column so narrow that a word breaks across lines letter by letter. */
async function letterByLetter(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const word = (node.textContent ?? '').split(/\s+/).find((w) => /^\p{L}{5,}$/u.test(w));
      const el = node.parentElement;
      if (!word || !el || el.closest('[aria-hidden="true"], .ant-drawer')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 22;
      // A five-letter word needs ~3 em; a text box narrower than that and taller than three lines is squeezed.
      if (rects.length && Math.max(...rects.map((r) => r.width)) < 30 && range.getBoundingClientRect().height > lineHeight * 3) bad.push(`${el.tagName}: ${word}`);
    }
    return bad;
  });
}

test('every page on a phone: menu drawer, one column, no sideways scroll, whole words', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await injectSession(context, baseURL!);
  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await ready(page);
    await expect(page.getByTestId('side-menu'), path).toHaveCount(0);
    await expect(page.getByTestId('mobile-bar'), path).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} is wider than the phone` }).toBeLessThanOrEqual(390);
    expect(await letterByLetter(page), path).toEqual([]);
  }

  // A list's sticky header sits right above its first row, and once the page scrolls, right below the top bar.
  await page.goto('/reviews');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const headerTop = () => page.locator('.ant-table-header').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const header = await page.locator('.ant-table-header').boundingBox();
  const firstRow = await page.locator('.ant-table-row').first().boundingBox();
  expect(Math.abs(header!.y + header!.height - firstRow!.y)).toBeLessThanOrEqual(1);
  await page.mouse.wheel(0, 600);
  await expect.poll(headerTop).toBe(68);
  await page.evaluate(() => window.scrollTo(0, 0));

  // The menu opens as a drawer, takes the seller to another page and closes.
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const drawer = page.getByRole('dialog', { name: 'Главное меню' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('menuitem', { name: 'Настройки' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(drawer).toBeHidden();

  // The footer is one short "contacts" section until opened.
  const contacts = page.getByTestId('footer-contacts');
  await expect(contacts.getByRole('link').first()).toBeHidden();
  await contacts.getByText('Контакты').click();
  await expect(contacts.getByRole('link').first()).toBeVisible();
  await expectAccessible(page);

  // The spec's own phone layout stays on /orders.
  await page.goto('/orders');
  await expect(page.getByTestId('mobile-bar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toHaveCount(0);

  // Its status tabs are chips with their counts that scroll sideways in their own strip; the page does not.
  const chips = page.getByTestId('status-tabs');
  await expect(page.getByTestId('tab-count-canceled')).toHaveText(/^\d+$/);
  const strip = await chips.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX }));
  expect(strip.scroll).toBeGreaterThan(strip.client);
  expect(strip.overflow).toBe('auto');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const canceled = Number(await page.getByTestId('tab-count-canceled').textContent());
  await chips.locator('label.ant-segmented-item').filter({ hasText: 'Отменён' }).click();
  await expect(page).toHaveURL(/canceled/);
  await expect(page.getByText(`Найдено: ${canceled}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

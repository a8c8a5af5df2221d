import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { injectSession } from './support';

/**
 * Issue 16: every page but /orders and /profile/info works on a phone (390×844): the menu is
 * a drawer behind a button, nothing is wider than the screen, no text wraps letter by letter.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const card = (p: Page) => p.locator('[data-list-card]').first();
const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/reviews', ready: (p) => expect(card(p)).toBeVisible() },
  { path: '/faq', ready: (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible() },
  { path: '/profile/settings', ready: (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible() },
  { path: '/refunds', ready: (p) => expect(card(p)).toBeVisible() },
  { path: '/finance', ready: (p) => expect(card(p)).toBeVisible() },
  // An order number searched: the note that the period is set aside, and its way back (issue 34).
  { path: '/finance?filters[0][field]=order_id&filters[0][operator]=contains&filters[0][value]=60', ready: (p) => expect(card(p)).toBeVisible() },
  { path: '/products/upload/manual', ready: (p) => expect(p.getByRole('main').getByRole('heading').first()).toBeVisible() },
  { path: '/products/upload/history', ready: (p) => expect(card(p)).toBeVisible() },
  { path: '/products/onsale', ready: (p) => expect(card(p)).toBeVisible() },
  { path: '/products/unrelated', ready: (p) => expect(card(p)).toBeVisible() },
  { path: '/products/nosuitable', ready: (p) => expect(card(p).or(p.locator('.ant-empty'))).toBeVisible() },
  { path: '/profile/pickup-points', ready: (p) => expect(card(p)).toBeVisible() },
  { path: '/profile/employees', ready: (p) => expect(card(p)).toBeVisible() },
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
      // A column a little wider breaks words instead (`учитывае|тся`): a word of letters on two lines.
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\p{L}{5,}/gu)) {
        const part = document.createRange();
        part.setStart(node, m.index);
        part.setEnd(node, m.index + m[0].length);
        const tops = new Set([...part.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) bad.push(`${el.tagName}: ${m[0]} broken across lines`);
      }
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
  await chips.getByRole('radio').filter({ hasText: 'Отменён' }).click();
  await expect(page).toHaveURL(/canceled/);
  await expect(page.getByText(`Найдено: ${canceled}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/**
 * Issue 31: the control a seller acts on is in the viewport, not behind a sideways scroll, and
 * it takes the tap itself (nothing lies over it): its box lies within the screen's width and
 * the element at its centre is it or inside it.
 */
async function expectReachable(page: Page, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(390);
  const hit = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return at !== null && (el === at || el.contains(at));
  });
  expect(hit, `${what}: takes the tap`).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: no sideways scroll`).toBeLessThanOrEqual(390);
}

/** Each list's card and what is acted on in it: a row action, a switch, or its status. */
const PRIMARY: Array<{ path: string; name: string; control: (card: Locator) => Locator }> = [
  { path: '/reviews', name: 'rating', control: (c) => c.getByRole('group', { name: 'Оценка' }) },
  { path: '/refunds?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=needs_confirmation', name: 'accept', control: (c) => c.getByRole('button', { name: /^Принять с курьером/ }) },
  { path: '/finance', name: 'type', control: (c) => c.getByRole('group', { name: 'Тип' }) },
  { path: '/products/onsale', name: 'switch', control: (c) => c.getByRole('switch') },
  { path: '/products/unrelated', name: 'bind', control: (c) => c.getByRole('button', { name: 'Нет подходящего' }) },
  { path: '/profile/pickup-points', name: 'switch', control: (c) => c.getByRole('switch') },
  // A switch the seller may use (their own is disabled, its wrapper says why and takes the tap).
  { path: '/profile/employees', name: 'switch', control: (c) => c.locator('[role="switch"]:not([disabled])') },
  { path: '/products/upload/history', name: 'status', control: (c) => c.getByRole('group', { name: 'Статус' }) },
];

test('every list on a phone: cards named by their title, whose primary control is in view and takes the tap', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await injectSession(context, baseURL!);
  for (const { path, name, control } of PRIMARY) {
    await page.goto(path);
    const cards = page.getByRole('main').getByRole('list').filter({ has: page.locator('[data-list-card]') });
    await expect(cards.getByRole('listitem').first(), path).toBeVisible();
    await expect(page.locator('table'), `${path}: no table on a phone`).toHaveCount(0);
    // The first card that has it (every refund of the "new" filter has the accept button).
    await expectReachable(page, control(page.locator('[data-list-card]')).first(), `${path} ${name}`);
  }
  await expectAccessible(page);
});

test('refunds on a phone: the products under "more" keep the reason on whole lines; the actions are buttons', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/refunds');
  const request = page.getByRole('listitem', { name: /^Заявка \d+/ }).first();
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Подробнее' }).click();
  const products = request.getByRole('list', { name: /Товары заявки/ });
  await expect(products.getByRole('listitem').first()).toBeVisible();
  // The reason runs across the card's width (the desktop table squeezed it one word a line).
  const reason = products.getByRole('listitem').first().locator('p', { hasText: 'Причина:' });
  expect((await reason.boundingBox())!.width).toBeGreaterThan(200);
  expect(await letterByLetter(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('on-sale on a phone: the price card and its editor stay on the screen, "Сохранить" too', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/products/onsale');
  const product = page.locator('[data-list-card]').filter({ has: page.getByRole('button', { name: /^Цена / }) }).first();
  await product.getByRole('button', { name: /^Цена / }).click();
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await expect(popover.getByRole('heading', { name: 'Цены' })).toBeVisible();
  const inside = async () => {
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  await inside();
  await popover.getByRole('button', { name: 'Изменить цену' }).click();
  await expectReachable(page, popover.getByRole('button', { name: 'Сохранить' }), 'save');
  await inside();
});

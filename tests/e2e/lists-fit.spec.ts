import { expect, test, type Locator, type Page } from './fixtures';
import { injectSession } from './support';

/**
 * Issue 31 at 1440×900 (spec 1 §9 layout): every list's default columns fit its box (no column
 * behind a sideways scroll), the controls a seller acts on (row actions, switches, status) are
 * in the viewport and take the click themselves, and search fields show their whole placeholder.
 */
test.use({ viewport: { width: 1440, height: 900 } });

interface ListCase {
  path: string;
  /** What must be in view and clickable in the first row that has it (hovered first when `hover`). */
  controls: Array<(row: Locator) => Locator>;
  hover?: boolean;
}

const CREATED_REFUNDS = '/refunds?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=needs_confirmation';
const LISTS: ListCase[] = [
  { path: '/reviews', controls: [(r) => r.getByRole('link').first()] },
  { path: CREATED_REFUNDS, hover: true, controls: [(r) => r.getByRole('button', { name: /^Принять с курьером/ }), (r) => r.getByRole('button', { name: /^Отклонить заявку/ })] },
  { path: '/finance', controls: [(r) => r.locator('td').last()] },
  { path: '/products/onsale', controls: [(r) => r.getByRole('switch'), (r) => r.getByText(/^(В продаже|Снят с продажи)$/)] },
  { path: '/products/unrelated', controls: [(r) => r.getByRole('button', { name: 'Нет подходящего' })] },
  { path: '/products/nosuitable', controls: [] },
  { path: '/products/upload/history', controls: [(r) => r.locator('.ant-tag')] },
  { path: '/profile/pickup-points', controls: [(r) => r.getByRole('switch'), (r) => r.locator('td').nth(-2)] },
  // A switch the seller may use (their own is disabled, its wrapper says why and takes the pointer).
  { path: '/profile/employees', controls: [(r) => r.locator('[role="switch"]:not([disabled])'), (r) => r.getByRole('button', { name: /^Права/ })] },
];

/** Inside the viewport and the table's own box, and the element at its centre is it or inside it. */
async function expectInViewAndClickable(control: Locator, box: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const at = (await control.boundingBox())!;
  const frame = (await box.boundingBox())!;
  expect(at.x + at.width, `${what}: inside the viewport`).toBeLessThanOrEqual(1440);
  expect(at.x + at.width, `${what}: inside the table's box`).toBeLessThanOrEqual(frame.x + frame.width + 1);
  expect(at.x, `${what}: not left of the table`).toBeGreaterThanOrEqual(frame.x - 1);
  const hit = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit, `${what}: takes the click`).toBe(true);
}

/** Each header cell within the table's box: no column needs a sideways scroll. */
async function expectColumnsFit(page: Page, what: string) {
  const overflow = await page.locator('main .ant-table-wrapper').first().evaluate((wrapper) => {
    const right = wrapper.getBoundingClientRect().right + 1;
    return [...wrapper.querySelectorAll('thead th')].filter((th) => th.getBoundingClientRect().right > right).map((th) => th.textContent);
  });
  expect(overflow, `${what}: columns past the table's right edge`).toEqual([]);
}

/** Search fields whose placeholder is cut (its text wider than the field's room for it). */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('main input[placeholder]').evaluateAll((inputs) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[])
      .filter((input) => input.type === 'text' || input.type === 'search')
      .filter((input) => {
        const style = getComputedStyle(input);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return canvas.measureText(input.placeholder).width > room + 1;
      })
      .map((input) => input.placeholder);
  });
}

test('every list at 1440×900: columns fit, actions and switches in view and clickable, placeholders whole', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  await injectSession(context, baseURL!);
  for (const { path, controls, hover } of LISTS) {
    await page.goto(path);
    const rows = page.locator('main .ant-table-row');
    await expect(rows.first(), path).toBeVisible();
    const table = page.locator('main .ant-table-wrapper').first();
    await expectColumnsFit(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page scrolls sideways`).toBeLessThanOrEqual(1440);
    for (const control of controls) {
      // Hover actions exist once their row is hovered: every row of this filter has them.
      if (hover) await rows.first().hover();
      await expectInViewAndClickable(control(hover ? rows.first() : rows).first(), table, path);
    }
    expect(await cutPlaceholders(page), `${path}: cut placeholders`).toEqual([]);
  }
});

test("a hovered row takes antd's hover colour from CSS, the fixed cells too; a selected one its selected-hover colour (issue 30)", async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/orders');
  const row = page.locator('main .ant-table-row').nth(1);
  await expect(row).toBeVisible();
  const backgrounds = () => row.locator('td').evaluateAll((cells) => [...new Set(cells.map((c) => `${getComputedStyle(c).backgroundColor} ${getComputedStyle(c).backgroundImage}`))]);
  const plain = await backgrounds();
  await row.locator('td').nth(3).hover();
  // antd's rowHoverBg (colorFillAlter laid on the container) on every cell, fixed ones included.
  await expect.poll(backgrounds).toEqual(['rgb(255, 255, 255) linear-gradient(rgba(0, 0, 0, 0.02), rgba(0, 0, 0, 0.02))']);
  expect(plain.filter((b) => b.includes('gradient'))).toEqual([]);
  await row.getByRole('checkbox').click();
  await row.locator('td').nth(3).hover();
  // antd's selected row under the pointer: controlItemBgActiveHover.
  await expect.poll(backgrounds).toEqual(['rgb(186, 222, 255) none']);
});

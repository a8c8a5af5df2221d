/**
 * The two apps of the interaction figures (tests/bench/interactions.ts): where each one's
 * controls are and what each one shows when an interaction is done. Partner's selectors come
 * from its code (src/shell/side-menu.tsx, src/engine/list-page.tsx, src/controls/pagination.tsx,
 * resources/orders: columns, filters, status tabs, details) and its e2e tests; the baseline's
 * from ../shared/baseline/README.md ("Selectors").
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signInMerchant } from '../support/sandbox';
import { DESKTOP, seedSession } from './page-figures';
import type { Until } from './interaction-probe';

export type List = 'orders' | 'reviews' | 'refunds';

export interface App {
  name: 'Partner' | 'baseline';
  base: string;
  /** A new browser context for one run (Partner: signed in, as the rest of the bench signs in). */
  open(browser: Browser): Promise<BrowserContext>;
  /** The side menu's entry for a list. */
  menuItem(list: List): string;
  /** The list opened from the side menu shows its own rows. */
  listShown(list: List): Until;
  /** The orders list that the list interactions start from (path and search). */
  ordersStart: string;
  /** The record's number in a row: clicked to open its details, typed into the search. */
  numberCell: string;
  detailsShown(key: string, number: string): Until;
  detailsBack: string;
  /** The money column's header text, and what its ascending sort puts in the address. */
  money: { header: string; search: string };
  /** The status filter: untimed steps before the timed click, the timed click, and the result. */
  status: { prepare(page: Page): Promise<void>; apply: string; shown: Until; search: string };
  searchInput: string;
  /** The page-size control, and its option for a size (undefined when the app offers no such size). */
  pageSize: { open: string; option(size: number): string | undefined };
  /** How many orders the orders list counts at `page`'s current address. */
  total(page: Page): Promise<string>;
  /** What its lists show, given the orders counted as the side menu opens them and as the list interactions start. */
  shows(menuTotal: string, startTotal: string): string;
}

const PARTNER_TITLES: Record<List, string> = { orders: 'Заказы', reviews: 'Отзывы', refunds: 'Возвраты' };

/** The orders list over the last 183 days (every seeded order), for the page-size changer (shown above 250 orders). */
function partnerOrdersStart(): string {
  const to = new Date();
  const from = new Date(to.getTime() - 183 * 86_400_000);
  from.setUTCHours(0, 0, 0, 0);
  const value = (i: number, d: Date) => `filters[0][value][${i}]=${encodeURIComponent(d.toISOString())}`;
  return `/orders?filters[0][field]=created_at&filters[0][operator]=between&${value(0, from)}&${value(1, to)}`;
}

export function partnerApp(base: string): App {
  return {
    name: 'Partner',
    base,
    async open(browser) {
      const context = await browser.newContext({ viewport: DESKTOP });
      await context.addInitScript(seedSession, await signInMerchant(base));
      return context;
    },
    // antd's data-menu-id ends with the entry's route ("rc-menu-uuid-…-/orders").
    menuItem: (list) => `[data-testid="side-menu"] li.ant-menu-item[data-menu-id$="-/${list}"]`,
    listShown: (list) => ({ path: `/${list}`, texts: [{ selector: 'main h1', text: PARTNER_TITLES[list] }] }),
    ordersStart: partnerOrdersStart(),
    // The number is its cell's own text (since issue 30's leaner rows): the cell that starts with six digits or more.
    numberCell: 'td:text-matches("^[0-9]{6,}")',
    // The title and the order's fields (antd Descriptions), as the baseline's header and descriptions.
    detailsShown: (key, number) => ({ path: `/orders/${key}`, texts: [{ selector: 'main h1', text: `Заказ №${number}` }], present: 'main .ant-descriptions', rows: 0 }),
    detailsBack: 'main .ant-breadcrumb a',
    money: { header: 'Сумма', search: 'sorters[0][field]=total_price' },
    status: {
      prepare: async () => undefined,
      // The tabs are a radio group (src/controls/choice-tabs.tsx).
      apply: '[data-testid="status-tabs"] [role="radio"]:has-text("Выполнен")',
      shown: { everyRowTag: 'Выполнен', texts: [{ selector: '[data-testid="status-tabs"] [role="radio"][aria-checked="true"]', text: 'Выполнен', prefix: true }] },
      search: '[value][0]=completed',
    },
    searchInput: 'input[aria-label="Поиск по номеру заказа"]',
    // Spec 1 §9: 10, 15, 20, 30 and 50 a page (src/controls/pagination-rules.ts); no 100.
    pageSize: { open: '.ant-select:has(input[aria-label="Строк на странице"])', option: (size) => (size <= 50 ? `.ant-select-dropdown:visible .ant-select-item-option[title="${size} на странице"]` : undefined) },
    async total(page) {
      const count = page.getByTestId('tab-count-all');
      await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="tab-count-all"]')?.textContent ?? ''), undefined, { timeout: 30_000 });
      return (await count.textContent()) ?? '?';
    },
    shows: (menu, start) =>
      `Partner: /orders from the side menu shows the last 7 days (${menu} orders), newest first, 20 a page; the list interactions start on /orders over the last 183 days (${start} orders: every seeded one); its pager offers 10 to 50 a page, so its 100 rows are opened by the address (not timed); an order opens at /orders/{number} (a click on the number), Back is the breadcrumb (history back)`,
  };
}

const BASELINE_PREFIX: Record<List, string> = { orders: 'ORD-', reviews: 'REV-', refunds: 'RFD-' };

export function baselineApp(base: string): App {
  return {
    name: 'baseline',
    base,
    open: (browser) => browser.newContext({ viewport: DESKTOP }),
    menuItem: (list) => `.ant-layout-sider .ant-menu-item a[href="/${list}"]`,
    listShown: (list) => ({ path: `/${list}`, firstCellPrefix: BASELINE_PREFIX[list] }),
    ordersStart: '/orders',
    numberCell: 'td a[href^="/orders/show/"]',
    detailsShown: (key, number) => ({ path: `/orders/show/${key}`, texts: [{ selector: '.refine-pageHeader-title', text: `Order ${number}` }], present: '.ant-descriptions', rows: 0 }),
    detailsBack: '.ant-page-header-back-button',
    money: { header: 'Total', search: 'sorters[0][field]=total' },
    status: {
      async prepare(page) {
        await page.locator('.ant-table-filter-trigger').click();
        await page.locator('.ant-table-filter-dropdown .ant-select').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Paid"]').click();
      },
      apply: '.ant-table-filter-dropdown .ant-btn-primary',
      shown: { everyRowTag: 'Paid', present: '.ant-table-filter-trigger.active' },
      search: '[value]=paid',
    },
    searchInput: 'form input#q',
    pageSize: { open: '.ant-pagination-options-size-changer', option: (size) => `.ant-select-dropdown:visible .ant-select-item-option[title="${size} / page"]` },
    total: (page) => page.evaluate(async () => (await fetch('/api/orders?_start=0&_end=1')).headers.get('X-Total-Count') ?? '?'),
    shows: (_menu, start) =>
      `baseline: /orders shows all ${start} orders (6 months), in id order, 20 a page, from the side menu and for the list interactions; an order opens at /orders/show/{id} (a click on its number link), Back is the page header's back button (history back)`,
  };
}

import { expect, type Page } from './fixtures';

/** Walking the side menu (menu-tour.spec.ts, dark-theme.spec.ts). */

const ERROR_PAGE = 'На странице произошла ошибка';
/** How long a page may take to show after a move (a busy CI machine included). */
export const SHOWN_WITHIN_MS = 15_000;

/** The side menu's entries, submenus opened (an inline submenu stays open once opened). */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  for (;;) {
    const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const names = await menu.locator('li.ant-menu-item').evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
  return names.filter((name) => name !== '');
}

/**
 * Waits until the page of the menu entry `label` is on screen: its entry selected (the route's
 * change has been committed), then a table's or list's first row or its empty state, or for a
 * page without one its heading with no skeleton or spinner left. Answers 'error' at once when
 * the route's error page shows instead.
 */
export async function pageShown(page: Page, label: string): Promise<'ready' | 'error' | 'timeout'> {
  try {
    const handle = await page.waitForFunction(
      ([entry, errorText]) => {
        const main = document.querySelector('main');
        if (!main) return null;
        if (main.textContent?.includes(errorText)) return 'error';
        const selected = document.querySelector('[data-testid="side-menu"] .ant-menu-item-selected');
        if (selected?.textContent?.trim() !== entry) return null;
        if (main.querySelector('.ant-table, .ant-list')) return main.querySelector('tr.ant-table-row, .ant-list-item, .ant-empty') ? 'ready' : null;
        if (!main.querySelector('h1')) return null;
        return main.querySelector('.ant-skeleton, .ant-spin-spinning') ? null : 'ready';
      },
      [label, ERROR_PAGE] as const,
      { timeout: SHOWN_WITHIN_MS },
    );
    return (await handle.jsonValue()) as 'ready' | 'error';
  } catch {
    return 'timeout';
  }
}

import { expect, type Page } from '@playwright/test';

/** Types a whole-day period into the range picker (dd.mm.yyyy is accepted as typed input). */
export async function typePeriod(page: Page, from: string, to: string) {
  const start = page.getByPlaceholder('Начальная дата');
  const end = page.getByPlaceholder('Конечная дата');
  // The popup may reset what was typed while it opens (slow machines): type again until the
  // picker takes the start date, which it shows by moving the focus to the end date.
  await expect(async () => {
    await start.click();
    await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
    await start.fill(from);
    await start.press('Enter');
    await expect(end).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await end.fill(to);
  await end.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
}

/** The browser's whole-day period N days back to today: as typed, as ISO instants, and as local days. */
export async function periodBack(page: Page, days: number) {
  return page.evaluate((n) => {
    const pad = (v: number) => String(v).padStart(2, '0');
    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - n);
    const last = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999);
    const typed = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
    const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    return { typedFrom: typed(first), typedTo: typed(last), from: first.toISOString(), to: last.toISOString(), dayFrom: day(first), dayTo: day(last), fileDays: `${day(first)}_${day(last)}` };
  }, days);
}

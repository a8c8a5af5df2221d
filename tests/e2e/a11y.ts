import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits (at most 3 s) until finite animations end: a toast or dialog fading in or out is
 * half transparent, and axe would report its text as low-contrast. Endless ones (spinners,
 * skeletons) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

async function expectNoViolations(page: Page, include?: string) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  await expectNoViolations(page);
}

/**
 * The same for the open dialogs, drawers, popovers and tooltips only: behind a modal's mask
 * the page itself reads as low contrast, and the page has scans of its own.
 */
export async function expectDialogsAccessible(page: Page) {
  await expectNoViolations(page, '.ant-modal-wrap, .ant-drawer, .ant-popover, .ant-tooltip');
}

/** One part of the page only (e.g. the top dialog over another dialog, whose mask dims the one below). */
export async function expectAccessibleWithin(page: Page, selector: string) {
  await expectNoViolations(page, selector);
}

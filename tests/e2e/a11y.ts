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

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

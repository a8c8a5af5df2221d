import type { Locator, Page } from '@playwright/test';

/**
 * How a person gets a step done on a flaky connection: do it, watch the screen; when it says
 * something failed, press its "Повторить" if it has one, otherwise do the step again (after two
 * failures, reload the page first). A screen
 * that shows neither the result, nor a message, nor a retry for `settleMs` is "silent": the
 * suite fails on it (no screen may be left without a message or a retry).
 */
export interface Figures {
  steps: number;
  /** Failure messages or retry buttons the user saw. */
  failuresSeen: number;
  /** Presses of a visible "Повторить". */
  retryPresses: number;
  /** Steps done again by the user (the action repeated, or the page reloaded). */
  repeats: number;
  /** Pages reloaded by the user after two failed attempts. */
  reloads: number;
  silent: string[];
}

export const newFigures = (): Figures => ({ steps: 0, failuresSeen: 0, retryPresses: 0, repeats: 0, reloads: 0, silent: [] });

const ERROR_MESSAGES = [
  '.ant-notification-notice-error',
  '.ant-message-error',
  '.ant-alert-error',
  '.ant-result-error',
  '.ant-result-500',
  '.ant-form-item-explain-error',
].map((s) => `${s}:visible`).join(', ');

const retryButton = (page: Page): Locator => page.getByRole('button', { name: 'Повторить' }).first();

async function failureShown(page: Page): Promise<boolean> {
  return (await page.locator(ERROR_MESSAGES).count()) > 0 || (await retryButton(page).isVisible());
}

/** Closes the error toasts of an earlier attempt, so the next one is judged on its own. */
async function clearOldMessages(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-error .ant-notification-notice-close').all()) await close.click().catch(() => undefined);
  const end = Date.now() + 4000;
  while (Date.now() < end && (await page.locator('.ant-notification-notice-error:visible, .ant-message-error:visible').count()) > 0) await page.waitForTimeout(200);
}

type Outcome = 'done' | 'failure' | 'silent';

async function watch(page: Page, done: () => Promise<boolean>, settleMs: number): Promise<Outcome> {
  const end = Date.now() + settleMs;
  while (Date.now() < end) {
    if (await done().catch(() => false)) return 'done';
    if (await failureShown(page)) return 'failure';
    await page.waitForTimeout(200);
  }
  return (await done().catch(() => false)) ? 'done' : 'silent';
}

export async function persist(
  page: Page,
  figures: Figures,
  name: string,
  act: () => Promise<void>,
  done: () => Promise<boolean>,
  { tries = 8, settleMs = 15_000 } = {},
): Promise<void> {
  figures.steps++;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (attempt > 1) {
      figures.repeats++;
      await clearOldMessages(page);
    }
    // Two failures in a row: the user reloads the page before trying once more.
    if (attempt > 2 && attempt % 2 === 1) {
      figures.reloads++;
      await page.reload().catch(() => undefined);
    }
    // A control missing because its screen failed is the screen's problem, judged below.
    await act().catch(() => undefined);
    let outcome = await watch(page, done, settleMs);
    // Pressing the screen's own retry, as long as it offers one and it helps.
    for (let presses = 0; outcome === 'failure' && presses < 4; presses++) {
      figures.failuresSeen++;
      const retry = retryButton(page);
      if (!(await retry.isVisible())) break;
      figures.retryPresses++;
      await retry.click().catch(() => undefined);
      outcome = await watch(page, done, settleMs);
    }
    if (outcome === 'done') return;
    if (outcome === 'silent') {
      // What the user was looking at: the open dialog's text, else the page's heading.
      const dialog = (await page.locator('.ant-modal:visible').allInnerTexts()).join(' | ').replace(/\s+/g, ' ').slice(0, 200);
      figures.silent.push(`${name} (attempt ${attempt}) at ${new URL(page.url()).pathname}${dialog ? `, dialog: "${dialog}"` : ''}`);
    }
  }
  throw new Error(`${name}: not done after ${tries} attempts`);
}

export const visible = (locator: Locator) => (): Promise<boolean> => locator.first().isVisible();

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisibilitySource } from '../notifications/poller';
import { nextDelay, startAlertPoller } from './alert-poller';

function fakePage(hidden = false) {
  const listeners = new Set<() => void>();
  const page = {
    hidden,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    set(value: boolean) {
      page.hidden = value;
      listeners.forEach((l) => l());
    },
  };
  return page satisfies VisibilitySource;
}

/** A task whose runs finish (or fail) only when the test says so. */
function controlledTask() {
  const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const task = vi.fn(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
  const settle = async (ok = true) => {
    const next = pending.shift();
    if (ok) next?.resolve();
    else next?.reject(new Error('503'));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { task, settle, pending };
}

describe('nextDelay', () => {
  it.each([
    [0, 30_000],
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [4, 300_000],
    [40, 300_000],
  ])('after %d failures in a row → %d ms', (failures, delay) => expect(nextDelay(30_000, failures, 300_000)).toBe(delay));
});

describe('startAlertPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then 30 s after each run settled; never two runs at once', async () => {
    const { task, settle, pending } = controlledTask();
    const poller = startAlertPoller({ task, keepWhenHidden: () => false, page: fakePage() });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000); // a slow answer: nothing stacks up behind it
    expect(task).toHaveBeenCalledTimes(1);
    await settle();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    expect(pending).toHaveLength(1);
    poller.stop();
  });

  it('backs off after failures and resumes the normal pace after a success', async () => {
    const { task, settle } = controlledTask();
    const poller = startAlertPoller({ task, keepWhenHidden: () => false, page: fakePage() });
    await settle(false); // 1 failure: next in 60 s
    await vi.advanceTimersByTimeAsync(59_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await settle(false); // 2 failures: next in 120 s
    await vi.advanceTimersByTimeAsync(119_999);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    await settle(true); // back to 30 s
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('hidden tab without sound or browser alerts: no polls; shown again: polls at once', async () => {
    const page = fakePage();
    const task = vi.fn().mockResolvedValue(undefined);
    const poller = startAlertPoller({ task, keepWhenHidden: () => false, page });
    await vi.advanceTimersByTimeAsync(0);
    page.set(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(task).toHaveBeenCalledTimes(1);
    page.set(false);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('hidden tab with an alert on: keeps polling every 60 s; the choice applies on reschedule', async () => {
    const page = fakePage();
    let keep = true;
    const task = vi.fn().mockResolvedValue(undefined);
    const poller = startAlertPoller({ task, keepWhenHidden: () => keep, page });
    await vi.advanceTimersByTimeAsync(0);
    page.set(true);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(3);
    keep = false; // the seller turned both alerts off
    poller.reschedule();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('stops for good', async () => {
    const task = vi.fn().mockResolvedValue(undefined);
    const poller = startAlertPoller({ task, keepWhenHidden: () => true, page: fakePage() });
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

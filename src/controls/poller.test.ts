import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDelay, startPoller, type VisibilitySource } from './poller';

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
    listeners,
  };
  return page satisfies VisibilitySource;
}

/** A task whose runs finish only when the test says so. */
function controlledTask() {
  const pending: Array<() => void> = [];
  const task = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  const finish = async () => {
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { task, finish, pending };
}

describe('startPoller: a steady pace (the bell)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval after the previous run finished', async () => {
    const page = fakePage();
    const { task, finish } = controlledTask();
    const poller = startPoller({ task, intervalMs: 10_000, page });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000); // still in flight: nothing stacks
    expect(task).toHaveBeenCalledTimes(1);
    await finish();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('keeps polling after a failed run', async () => {
    const task = vi.fn().mockRejectedValue(new Error('503'));
    const poller = startPoller({ task, intervalMs: 10_000, page: fakePage() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('pauses while the page is hidden and runs at once when it shows again', async () => {
    const page = fakePage();
    const task = vi.fn().mockResolvedValue(undefined);
    const poller = startPoller({ task, intervalMs: 10_000, page });
    await vi.advanceTimersByTimeAsync(0);
    page.set(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(1);
    page.set(false);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('does not start while hidden', async () => {
    const task = vi.fn().mockResolvedValue(undefined);
    const poller = startPoller({ task, intervalMs: 10_000, page: fakePage(true) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).not.toHaveBeenCalled();
    poller.stop();
  });

  it('refresh during a run coalesces into one more run right after it', async () => {
    const { task, finish } = controlledTask();
    const poller = startPoller({ task, intervalMs: 10_000, page: fakePage() });
    poller.refresh();
    poller.refresh();
    expect(task).toHaveBeenCalledTimes(1);
    await finish();
    expect(task).toHaveBeenCalledTimes(2);
    await finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('stop ends the schedule and the visibility listener', async () => {
    const page = fakePage();
    const task = vi.fn().mockResolvedValue(undefined);
    const poller = startPoller({ task, intervalMs: 10_000, page });
    poller.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });
});

/** A task whose runs finish (or fail) only when the test says so. */
function failingTask() {
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

/** The alerts' pace: 30 s, backing off to 5 min. */
const ALERTS = { intervalMs: 30_000, maxBackoffMs: 300_000 };

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

describe('startPoller: back-off and a hidden pace (the new-order alerts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then 30 s after each run settled; never two runs at once', async () => {
    const { task, settle, pending } = failingTask();
    const poller = startPoller({ ...ALERTS, task, hiddenIntervalMs: () => undefined, page: fakePage() });
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
    const { task, settle } = failingTask();
    const poller = startPoller({ ...ALERTS, task, hiddenIntervalMs: () => undefined, page: fakePage() });
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
    const poller = startPoller({ ...ALERTS, task, hiddenIntervalMs: () => undefined, page });
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
    const poller = startPoller({ ...ALERTS, task, hiddenIntervalMs: () => (keep ? 60_000 : undefined), page });
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
    const poller = startPoller({ ...ALERTS, task, hiddenIntervalMs: () => 60_000, page: fakePage() });
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

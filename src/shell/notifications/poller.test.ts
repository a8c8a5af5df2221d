import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPoller, type VisibilitySource } from './poller';

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

describe('startPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval after the previous run finished', async () => {
    const page = fakePage();
    const { task, finish } = controlledTask();
    const poller = startPoller(task, 10_000, page);
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
    const poller = startPoller(task, 10_000, fakePage());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('pauses while the page is hidden and runs at once when it shows again', async () => {
    const page = fakePage();
    const task = vi.fn().mockResolvedValue(undefined);
    const poller = startPoller(task, 10_000, page);
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
    const poller = startPoller(task, 10_000, fakePage(true));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).not.toHaveBeenCalled();
    poller.stop();
  });

  it('refresh during a run coalesces into one more run right after it', async () => {
    const { task, finish } = controlledTask();
    const poller = startPoller(task, 10_000, fakePage());
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
    const poller = startPoller(task, 10_000, page);
    poller.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });
});

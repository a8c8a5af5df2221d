import { describe, expect, it, vi } from 'vitest';
import { requestLeave, setLeaveGuard } from './leave-guard';

describe('leave guard', () => {
  it('leaves at once without a guard, asks the guard while one is set', () => {
    const leave = vi.fn();
    requestLeave(leave);
    expect(leave).toHaveBeenCalledTimes(1);

    const guard = vi.fn();
    const remove = setLeaveGuard(guard);
    requestLeave(leave);
    expect(guard).toHaveBeenCalledWith(leave);
    expect(leave).toHaveBeenCalledTimes(1);

    remove();
    requestLeave(leave);
    expect(leave).toHaveBeenCalledTimes(2);
  });

  it('a stale remover does not drop a newer guard', () => {
    const removeOld = setLeaveGuard(vi.fn());
    const newer = vi.fn();
    const removeNew = setLeaveGuard(newer);
    removeOld();
    requestLeave(vi.fn());
    expect(newer).toHaveBeenCalledTimes(1);
    removeNew();
  });
});

import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Page({ dirty, confirm, go }: { dirty: boolean; confirm: () => Promise<boolean>; go: (href: string) => void }) {
  useLeaveGuard(dirty, confirm, go);
  return (
    <>
      <a href="/orders?x=1">orders</a>
      <a href="https://example.kz/">outside</a>
      <li data-menu-id="rc-menu-uuid-7-/profile/pickup-points">menu item</li>
    </>
  );
}

afterEach(cleanup);

describe('useLeaveGuard', () => {
  it('while dirty, an in-app link or a menu item waits for the answer; a "leave" follows it', async () => {
    const confirm = vi.fn(async () => true);
    const go = vi.fn();
    const { getByText } = render(<Page dirty confirm={confirm} go={go} />);
    await act(async () => void fireEvent.click(getByText('orders')));
    expect(go).toHaveBeenCalledWith('/orders?x=1');
    await act(async () => void fireEvent.click(getByText('menu item')));
    expect(go).toHaveBeenLastCalledWith('/profile/pickup-points');
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('"stay" keeps the page; outside links and a clean form are left alone', async () => {
    const go = vi.fn();
    const stay = vi.fn(async () => false);
    const { getByText, rerender } = render(<Page dirty confirm={stay} go={go} />);
    await act(async () => void fireEvent.click(getByText('orders')));
    expect(go).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(getByText('outside')));
    expect(stay).toHaveBeenCalledTimes(1);
    rerender(<Page dirty={false} confirm={stay} go={go} />);
    await act(async () => void fireEvent.click(getByText('orders')));
    expect(stay).toHaveBeenCalledTimes(1);
  });
});

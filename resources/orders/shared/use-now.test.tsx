import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';
import { useNow } from './use-now';

const SECOND = Date.parse('2026-03-02T11:00:00.000Z');

/** Shows the clock's raw time and remembers every value it rendered with. */
function Probe({ seen }: { seen: number[] }) {
  const now = useNow((n) => n);
  seen.push(now);
  return <output>{now}</output>;
}

const shown = () => Number(screen.getByRole('status').textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useNow', () => {
  it('runs one interval for every reader, from the first reader to the last', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SECOND + 20);
    expect(vi.getTimerCount()).toBe(0);
    const view = render(
      <>
        <Countdown deadline="2026-03-02T12:00:00.000Z" />
        <Countdown deadline="2026-03-02T13:00:00.000Z" />
        <Countdown deadline="2026-03-02T14:00:00.000Z" />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    expect(view.container).toHaveTextContent('00:59:5901:59:5902:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(view.container).toHaveTextContent('00:59:5801:59:5802:59:58');
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves its ticks to just after each whole second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SECOND + 400);
    render(<Probe seen={[]} />);
    act(() => vi.advanceTimersByTime(619));
    expect(shown()).toBe(SECOND + 400);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(SECOND + 1020);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(SECOND + 2020);
  });

  it('renders the first reader after a pause with the time now, not the last tick', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(SECOND);
    render(<Probe seen={[]} />).unmount();
    vi.setSystemTime(SECOND + 5 * 60_000);
    const seen: number[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(SECOND + 5 * 60_000);
  });

  it('re-renders its owner only when the derived value changes', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(SECOND);
    const seen: boolean[] = [];
    function Over() {
      const over = useNow((now) => now >= SECOND + 3000);
      seen.push(over);
      return null;
    }
    render(<Over />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(seen).toEqual([false, true]);
  });
});

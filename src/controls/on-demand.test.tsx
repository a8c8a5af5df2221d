import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, type OnDemand } from './on-demand';

const Hello = () => <p>hello</p>;
type Part = { Hello: typeof Hello };

afterEach(cleanup);

function Slot({ part, wanted = true }: { part: OnDemand<Part>; wanted?: boolean }) {
  const { module, failed } = useOnDemand(part, wanted);
  if (module) return <module.Hello />;
  return <p>{failed ? 'failed' : 'waiting'}</p>;
}

describe('onDemand', () => {
  it('loads once, whoever asks first, and remembers the module', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const part = onDemand(load);
    expect(part.loaded).toBeUndefined();
    await Promise.all([part.load(), part.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.loaded).toEqual({ Hello });
  });

  it('renders a part whose code has arrived in the first render, without a waiting pass', async () => {
    const part = onDemand(async () => ({ Hello }));
    await part.load();
    render(<Slot part={part} />);
    expect(screen.getByText('hello')).toBeInTheDocument();
  });

  it('loads only while wanted', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const part = onDemand(load);
    const { rerender } = render(<Slot part={part} wanted={false} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    rerender(<Slot part={part} wanted />);
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });

  it('says when the code could not load, and tries again when mounted again', async () => {
    const load = vi.fn<() => Promise<Part>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ Hello });
    const part = onDemand(load);
    const first = render(<Slot part={part} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    first.unmount();
    render(<Slot part={part} />);
    await waitFor(() => expect(screen.getByText('hello')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });
});

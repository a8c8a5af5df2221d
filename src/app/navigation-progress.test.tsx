import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitForCode } from '../controls/code-wait';
import { NavigationProgress } from './navigation-progress';

describe('<NavigationProgress>', () => {
  it('shows the top bar while code is waited for, and only then', async () => {
    const { container } = render(<NavigationProgress />);
    expect(container.querySelector('.partner-progress')).toBeNull();

    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    await act(async () => void waitForCode(chunk));
    await act(async () => void waitForCode(chunk)); // the same load asked for again counts once
    expect(container.querySelector('.partner-progress')).not.toBeNull();

    await act(async () => {
      arrive();
      await chunk;
    });
    expect(container.querySelector('.partner-progress')).toBeNull();
  });

  it('a failed load ends the wait too', async () => {
    const { container } = render(<NavigationProgress />);
    let fail!: () => void;
    const failing = new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('chunk'))));
    await act(async () => void waitForCode(failing).catch(() => undefined));
    expect(container.querySelector('.partner-progress')).not.toBeNull();
    await act(async () => {
      fail();
      await failing.catch(() => undefined);
    });
    expect(container.querySelector('.partner-progress')).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable, readable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('loads once, whoever asks first', async () => {
    let calls = 0;
    const page = preloadable(async () => {
      calls += 1;
      return { default: Hello };
    });
    await Promise.all([page.load(), page.load()]);
    expect(calls).toBe(1);
  });

  it('renders a module that has arrived without suspending', async () => {
    const page = preloadable(async () => ({ default: Hello }));
    await page.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <page.Component name="seller" />
      </Suspense>,
    );
    // Synchronously there: no fallback pass.
    expect(screen.getByText('Hello seller')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while the module is on its way, and tries a failed load again', async () => {
    let fail = true;
    const page = preloadable(async () => {
      if (fail) throw new Error('chunk failed');
      return { default: Hello };
    });
    await expect(page.load()).rejects.toThrow('chunk failed');
    fail = false;
    await expect(page.load()).resolves.toEqual({ default: Hello });
  });
});

describe('readable', () => {
  it('lets use() read a settled promise at once', async () => {
    const answer = readable(Promise.resolve('data'));
    await answer;
    function Reader() {
      return <p>{use(answer)}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Reader />
        </Suspense>,
      );
    });
    expect(screen.getByText('data')).toBeInTheDocument();
    expect(readable(answer)).toBe(answer);
  });
});

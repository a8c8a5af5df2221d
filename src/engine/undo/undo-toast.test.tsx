import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { offerUndo, type UndoableChange } from './undo-toast';
import { UNDO_TOAST_SECONDS } from '../../shell/notification-provider';

interface Opened {
  key: string;
  message: ReactNode;
  duration: number;
  actions: ReactNode;
  onClose(): void;
}

function fakeNotifications() {
  const opened: Opened[] = [];
  const destroyed: string[] = [];
  const api = {
    info: (config: Opened) => opened.push(config),
    destroy: (key: string) => {
      destroyed.push(key);
      opened.find((o) => o.key === key)?.onClose(); // antd calls onClose when a notice goes
    },
  };
  return { api: api as unknown as Parameters<typeof offerUndo>[0], opened, destroyed };
}

const texts = { action: 'Отменить', label: (what: string) => `Отменить: ${what}` };
const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

function offer(change: Partial<UndoableChange>) {
  const n = fakeNotifications();
  const full = { key: 'k', message: 'Точка «PP1» выключена', onUndone: vi.fn(), onFailed: vi.fn(), ...change };
  offerUndo(n.api, texts, full);
  render(<>{n.opened[0].actions}</>);
  return { ...n, change: full };
}

afterEach(() => vi.restoreAllMocks());

describe('undo toast', () => {
  it('shows the change with "Отменить" for 7 s (spec 1 §9: a toast with a cancel button)', () => {
    const { opened } = offer({ undo: vi.fn(async () => undefined) });
    expect(opened[0]).toMatchObject({ key: expect.stringMatching(/^k-\d+$/), message: 'Точка «PP1» выключена', duration: UNDO_TOAST_SECONDS });
    expect(UNDO_TOAST_SECONDS).toBe(7);
    expect(screen.getByRole('button', { name: 'Отменить: Точка «PP1» выключена' })).toHaveTextContent('Отменить');
  });

  it('sends the inverse call once, however often the button is pressed, and closes the toast', async () => {
    const call = deferred();
    const undo = vi.fn(() => call.promise);
    const { change, destroyed, opened } = offer({ undo });
    const button = screen.getByRole('button', { name: /Отменить/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => call.resolve());
    expect(undo).toHaveBeenCalledTimes(1);
    expect(destroyed).toEqual([opened[0].key]);
    expect(change.onUndone).toHaveBeenCalledTimes(1);
    expect(change.onFailed).not.toHaveBeenCalled();
  });

  it('gives each toast its own key: a closing toast of the same row never settles the new one', () => {
    const first = offer({ undo: vi.fn(async () => undefined) });
    const second = offer({ undo: vi.fn(async () => undefined) });
    expect(first.opened[0].key).not.toBe(second.opened[0].key);
  });

  it('says a failed undo, so the row can show the real state', async () => {
    const refused = new Error('503');
    const { change } = offer({ undo: () => Promise.reject(refused) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Отменить/ })));
    expect(change.onFailed).toHaveBeenCalledWith(refused, 'undo');
    expect(change.onUndone).not.toHaveBeenCalled();
  });

  it('does nothing when the toast goes without an undo (the change stays)', async () => {
    const undo = vi.fn(async () => undefined);
    const { opened } = offer({ undo });
    opened[0].onClose();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Отменить/ })));
    expect(undo).not.toHaveBeenCalled();
  });

  it('a delayed change is sent when the toast goes, once, and never when undone', async () => {
    const commit = vi.fn(async () => undefined);
    const first = offer({ commit });
    expect(commit).not.toHaveBeenCalled();
    first.opened[0].onClose();
    first.opened[0].onClose();
    expect(commit).toHaveBeenCalledTimes(1);

    const never = vi.fn(async () => undefined);
    const second = offer({ key: 'k2', commit: never });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /Отменить/ }).at(-1)!));
    expect(never).not.toHaveBeenCalled();
    expect(second.change.onUndone).toHaveBeenCalledTimes(1);
  });

  it('a delayed change is sent at once when the page is left, and its failure is said', async () => {
    const refused = new Error('down');
    const commit = vi.fn(() => Promise.reject(refused));
    const { change } = offer({ commit });
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(change.onFailed).toHaveBeenCalledWith(refused, 'commit');
  });

  it('Ctrl+Z undoes the newest change, but not while typing in a field', async () => {
    const older = vi.fn(async () => undefined);
    const newer = vi.fn(async () => undefined);
    offer({ key: 'a', undo: older });
    offer({ key: 'b', undo: newer });
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(newer).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }));
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(document.body, { key: 'z', metaKey: true }));
    expect(older).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it('Ctrl+Z works in the Russian layout too (the key types "я" there)', async () => {
    const undo = vi.fn(async () => undefined);
    offer({ key: 'ru', undo });
    await act(async () => fireEvent.keyDown(document.body, { key: 'я', code: 'KeyZ', ctrlKey: true }));
    expect(undo).toHaveBeenCalledTimes(1);
  });
});

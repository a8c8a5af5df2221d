import { useState } from 'react';
import { Button } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { UNDO_TOAST_SECONDS } from '../../shell/notification-provider';

type Notifications = useAppProps['notification'];

/**
 * A one-click change that can be taken back for as long as its toast shows (issue 33). Two ways,
 * chosen per change:
 * - `undo`: the change is already sent; "Отменить" sends its inverse call (enable after disable).
 * - `commit`: nothing is sent yet; the change is sent when the toast goes (its time runs out or
 *   it is closed, or the page is left), and "Отменить" means it is never sent.
 * The toast lasts 7 s (spec 1 §9: a toast with a cancel button), paused while hovered. Its button
 * is in the tab order, and Ctrl+Z (⌘Z) outside a text field presses the newest one's.
 */
export interface UndoableChange {
  key: string;
  /** What was done, in the interface language ("Точка «PP1» выключена"). */
  message: string;
  undo?: () => Promise<unknown>;
  commit?: () => Promise<unknown>;
  /** After the undo went through (or, for `commit`, instead of the change): put the row back, say so. */
  onUndone?: () => void;
  /** The undo (or a delayed change) failed: the row shows the real state again. */
  onFailed?: (error: unknown, during: 'undo' | 'commit') => void;
}

export interface UndoTexts {
  action: string;
  label: (what: string) => string;
}

/** Each toast's own key: antd finds a closing notice's onClose by key, and a new toast of the same
 * change (the same row switched off again) must not take the closing one's. */
let opened = 0;

/** The newest toast's undo, for Ctrl+Z; each toast removes its own when it goes. */
const undoStack: Array<() => void> = [];
let listening = false;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', (event) => {
    // By the key's place too: in the Russian and Kazakh layouts the same key types "я".
    const z = event.code === 'KeyZ' || event.key.toLowerCase() === 'z';
    if (!z || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || isTyping(event.target)) return;
    const undo = undoStack.at(-1);
    if (!undo) return;
    event.preventDefault();
    undo();
  });
}

function UndoButton({ label, text, onUndo }: { label: string; text: string; onUndo: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      type="primary"
      loading={busy}
      aria-label={label}
      aria-keyshortcuts="Control+Z Meta+Z"
      onClick={() => {
        setBusy(true);
        void onUndo().finally(() => setBusy(false));
      }}
    >
      {text}
    </Button>
  );
}

/** Opens the toast of one undoable change; the returned promise settles when the change is final either way. */
export function offerUndo(notification: Notifications, texts: UndoTexts, change: UndoableChange): void {
  listen();
  const key = `${change.key}-${(opened += 1)}`;
  let settled = false;
  const settle = () => {
    if (settled) return false;
    settled = true;
    const at = undoStack.indexOf(pressUndo);
    if (at >= 0) undoStack.splice(at, 1);
    window.removeEventListener('pagehide', onLeave);
    return true;
  };

  async function runUndo(): Promise<void> {
    if (!settle()) return;
    notification.destroy(key);
    try {
      await change.undo?.();
      change.onUndone?.();
    } catch (error) {
      change.onFailed?.(error, 'undo');
    }
  }
  function pressUndo() {
    void runUndo();
  }
  function commitNow() {
    if (!settle() || !change.commit) return;
    change.commit().catch((error: unknown) => change.onFailed?.(error, 'commit'));
  }
  // Leaving the page sends a delayed change at once rather than dropping it.
  function onLeave() {
    commitNow();
  }

  undoStack.push(pressUndo);
  if (change.commit) window.addEventListener('pagehide', onLeave);
  notification.info({
    key,
    message: change.message,
    duration: UNDO_TOAST_SECONDS,
    actions: <UndoButton label={texts.label(change.message)} text={texts.action} onUndo={runUndo} />,
    onClose: () => {
      if (change.commit) commitNow();
      else settle();
    },
  });
}

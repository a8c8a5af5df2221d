import { useSyncExternalStore } from 'react';
import { setSessionEndHandler, type SessionEndInfo } from '../../../providers/http/client';
import { clearStoredSession, signInPhone } from '../../../providers/session';
import { holdShopStatus, readShopStatus, type ShopStatus } from '../../../providers/shop-status';

/**
 * A session that ends is said, not sprung (issue 17). When the http client finds the
 * refresh refused, it clears the session and asks here: the browser's `merchant_cabinet*`
 * keys go, the session-end dialog opens over the page (which stays: the guard does not
 * redirect while it is open), and the client's waiting calls wait for its answer:
 * - signed in again in place (the same phone, the same store) → true: they are retried;
 * - cancelled → false: they fail, and the person goes to sign-in, coming back afterwards to
 *   the page they were on (src/auth/return-path.ts).
 */
export interface SessionEndState {
  open: boolean;
  /** 11 digits, when known (signed in in this tab, or the profile said it). */
  phone?: string;
  /** The store to sign into again, and its status (read before the keys were cleared). */
  mid?: string;
  status?: ShopStatus;
}

let state: SessionEndState = { open: false };
let answer: ((resumed: boolean) => void) | undefined;
const listeners = new Set<() => void>();

function set(next: SessionEndState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

export function handleSessionEnd(info: SessionEndInfo): Promise<boolean> | boolean {
  const status = readShopStatus();
  // Nothing ended (a token-less call got 401) or nowhere to come back to: the guard's sign-in.
  const resumable = info.hadSession && info.mid !== undefined;
  // Open before the keys go, so no render sees the page signed out without the dialog.
  if (resumable) {
    holdShopStatus(status);
    set({ open: true, phone: signInPhone.get(), mid: info.mid, status });
  }
  clearStoredSession();
  if (!resumable) return false;
  return new Promise<boolean>((resolve) => (answer = resolve));
}

/** The dialog's outcome: signed in again (the new tokens are in the session) or not. */
export function finishSessionEnd(resumed: boolean): void {
  const resolve = answer;
  answer = undefined;
  holdShopStatus(undefined);
  set({ open: false });
  resolve?.(resumed);
}

export function sessionEndState(): SessionEndState {
  return state;
}

export function useSessionEnd(): SessionEndState {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    sessionEndState,
    sessionEndState,
  );
}

/** Called once at start (start-app.tsx), before any call can meet a refused refresh. */
export function installSessionEnd(): void {
  setSessionEndHandler(handleSessionEnd);
}

/**
 * The seller's new-order alert choices (issue 16), kept in this browser: a sound and a
 * browser notification on a rise of waiting orders, both off until turned on. The shell's
 * poller and the settings card share them through this one store.
 */
export interface OrderAlertPrefs {
  sound: boolean;
  browser: boolean;
}

export const ORDER_ALERT_PREFS_KEY = 'partner.orderAlerts';
/**
 * Tests only: a poll interval in ms (≥ 1000) under this key replaces the 30 s default, so an
 * end-to-end run sees a rise within seconds; the product never writes it.
 */
export const ORDER_ALERT_POLL_OVERRIDE_KEY = 'partner.orderAlerts.pollMs';

const OFF: OrderAlertPrefs = { sound: false, browser: false };
const listeners = new Set<() => void>();
let current: OrderAlertPrefs | undefined;

function read(): OrderAlertPrefs {
  try {
    const parsed = JSON.parse(localStorage.getItem(ORDER_ALERT_PREFS_KEY) ?? 'null') as Partial<OrderAlertPrefs> | null;
    return { sound: parsed?.sound === true, browser: parsed?.browser === true };
  } catch {
    return OFF;
  }
}

export function readOrderAlertPrefs(): OrderAlertPrefs {
  current ??= read();
  return current;
}

export function writeOrderAlertPrefs(change: Partial<OrderAlertPrefs>): void {
  current = { ...readOrderAlertPrefs(), ...change };
  try {
    localStorage.setItem(ORDER_ALERT_PREFS_KEY, JSON.stringify(current));
  } catch {
    // private mode: the choice lasts for this page only
  }
  listeners.forEach((l) => l());
}

export function subscribeOrderAlertPrefs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The poll interval a test asked for, if any (see ORDER_ALERT_POLL_OVERRIDE_KEY). */
export function pollOverrideMs(): number | undefined {
  try {
    const value = Number(localStorage.getItem(ORDER_ALERT_POLL_OVERRIDE_KEY));
    return Number.isFinite(value) && value >= 1000 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saved SMS requests (spec 1 §3 "Saved SMS request": phone and created_at), kept locally
 * so the 60-second resend wait (spec 1 §5, §9) survives a reload and is counted per phone.
 * Stored as a small list under SMS_REQUESTS_KEY; entries older than the wait are dropped
 * on every write.
 */
export const SMS_REQUESTS_KEY = 'merchant_cabinet_sms_requests';
export const RESEND_WAIT_SECONDS = 60;

export interface SavedSmsRequest {
  phone: string;
  /** Epoch milliseconds of the moment the code was requested. */
  created_at: number;
}

function storageOf(storage?: Storage): Storage | undefined {
  try {
    return storage ?? globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readSmsRequests(storage?: Storage): SavedSmsRequest[] {
  try {
    const raw = storageOf(storage)?.getItem(SMS_REQUESTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (r): r is SavedSmsRequest =>
        typeof r === 'object' && r !== null && typeof (r as SavedSmsRequest).phone === 'string' && Number.isFinite((r as SavedSmsRequest).created_at),
    );
  } catch {
    return [];
  }
}

function write(list: SavedSmsRequest[], storage?: Storage): void {
  try {
    const target = storageOf(storage);
    if (!target) return;
    if (list.length === 0) target.removeItem(SMS_REQUESTS_KEY);
    else target.setItem(SMS_REQUESTS_KEY, JSON.stringify(list));
  } catch {
    /* private mode: the wait then lasts for this page only */
  }
}

const fresh = (list: SavedSmsRequest[], now: number) => list.filter((r) => now - r.created_at < RESEND_WAIT_SECONDS * 1000 && r.created_at <= now);

export function saveSmsRequest(phone: string, now = Date.now(), storage?: Storage): void {
  write([...fresh(readSmsRequests(storage), now).filter((r) => r.phone !== phone), { phone, created_at: now }], storage);
}

export function clearSmsRequest(phone: string, storage?: Storage): void {
  write(readSmsRequests(storage).filter((r) => r.phone !== phone), storage);
}

/** Whole seconds until a new code may be requested for this phone (0 = now). */
export function resendSecondsLeft(phone: string, now = Date.now(), storage?: Storage): number {
  const saved = fresh(readSmsRequests(storage), now).find((r) => r.phone === phone);
  if (!saved) return 0;
  return Math.max(0, Math.ceil((saved.created_at + RESEND_WAIT_SECONDS * 1000 - now) / 1000));
}

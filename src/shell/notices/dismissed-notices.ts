/**
 * Notices dismissed in this browser, per store: `{[noticeId]: mid[]}` under one key.
 * Unreadable or blocked storage counts as "not dismissed" (the notice shows again).
 */
export const DISMISSED_KEY = 'partner.notices.dismissed';

type Dismissed = Record<string, string[]>;

function read(storage: Storage): Dismissed {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Dismissed) : {};
  } catch {
    return {};
  }
}

export function isDismissed(noticeId: string, mid: string, storage: Storage = localStorage): boolean {
  const mids = read(storage)[noticeId];
  return Array.isArray(mids) && mids.includes(mid);
}

export function dismiss(noticeId: string, mid: string, storage: Storage = localStorage): void {
  const all = read(storage);
  const mids = Array.isArray(all[noticeId]) ? all[noticeId] : [];
  if (mids.includes(mid)) return;
  try {
    storage.setItem(DISMISSED_KEY, JSON.stringify({ ...all, [noticeId]: [...mids, mid] }));
  } catch {
    // Storage full or blocked: the notice will simply show again next time.
  }
}

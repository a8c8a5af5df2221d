/**
 * The hh:mm:ss countdown to max_confirm_time shown while an order waits for confirmation.
 * Hours are not wrapped at 24 (a 30-hour deadline shows 30:00:00); past deadlines show 00:00:00.
 */
export function remainingMs(maxConfirmTime: string, now: number): number {
  const end = Date.parse(maxConfirmTime);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

export function formatCountdown(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export function confirmCountdown(maxConfirmTime: string, now: number): string {
  return formatCountdown(remainingMs(maxConfirmTime, now));
}

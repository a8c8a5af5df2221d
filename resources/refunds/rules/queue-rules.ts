import type { DeadlineBand } from '../../../src/controls/deadline-bands';
import { dayjs } from '../../../src/format/dates';
import type { RefundRequest } from '../refunds-api';
import { actionsFor, targetsOf, type RefundAction } from './refund-rules';

/**
 * The decisions offered on several requests at once (issue 34): the moves forward of spec 2 §4.
 * The rejections are left out: each needs its own reason for the buyer and the moderator.
 */
export const BULK_ACTIONS = ['acceptWithoutCourier', 'acceptWithCourier', 'receive', 'acceptRefund'] as const satisfies readonly RefundAction[];
export type BulkRefundAction = (typeof BULK_ACTIONS)[number];

/** The bulk actions every selected request offers (each for all its products in that status); none for an empty selection. */
export function bulkActionsFor(requests: readonly RefundRequest[]): BulkRefundAction[] {
  if (requests.length === 0) return [];
  return BULK_ACTIONS.filter((action) => requests.every((q) => targetsOf(q, action).length > 0));
}

/**
 * When a request must be decided: the earliest end date of its products still waiting for the
 * seller (a status with a decision of spec 2 §4); none once every product is past the seller.
 */
export function decisionDeadline(request: RefundRequest): string | undefined {
  const waiting = request.products.filter((p) => actionsFor(p.status).length > 0).map((p) => p.end_at);
  return waiting.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/** Calendar days before an end date (in the seller's time zone) that count as "soon": tomorrow and the day after. */
export const SOON_DAYS = 2;

/**
 * An end date's band (the orders' colours, src/controls/deadline-bands.tsx, by whole days):
 * past it overdue ("просрочено"), ending today urgent ("сегодня"), within SOON_DAYS soon,
 * later plain. `days`: calendar days from today to the end date (0 today, negative past).
 */
export function endDateBand(endAt: string, now: number): { band: DeadlineBand; days: number } {
  const days = dayjs(endAt).startOf('day').diff(dayjs(now).startOf('day'), 'day');
  if (Date.parse(endAt) <= now) return { band: 'overdue', days };
  if (days <= 0) return { band: 'urgent', days: 0 };
  return { band: days <= SOON_DAYS ? 'soon' : 'plain', days };
}

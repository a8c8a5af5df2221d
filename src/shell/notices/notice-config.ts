/**
 * The configurable notices of the shell, in one place (spec 1 §1). The wording lives in
 * src/shell/notices/texts.ts; what decides who sees them is here.
 */

/**
 * "The marketplace ends its contract with the merchant from a date in April 2025."
 * Condition (the spec leaves it open): the signed-in store's id is in `mids`, and nobody
 * has dismissed the notice for that store in this browser (remembered per store in
 * localStorage, see dismissed-notices.ts). The date is part of the message, not of the
 * condition: the notice stays relevant after the contract has ended.
 * Demo: m-1002 "Дом и сад" (m-1001, the store every other e2e flow signs in to, is kept
 * free of modals).
 */
export const CONTRACT_END_NOTICE = {
  id: 'contract-end-2025-04',
  /** The first day without a contract. */
  endsOn: '2025-04-01',
  mids: ['m-1002'] as readonly string[],
} as const;

/**
 * Stores asked to sign the delivery agreement (spec 1 §1: a fixed list of about 75 ids, not
 * given in the spec). Production ids go here; m-1002 is the sandbox's demo store on the list.
 */
export const DELIVERY_AGREEMENT = {
  code: 'delivery_agreement',
  mids: new Set<string>(['m-1002']) as ReadonlySet<string>,
} as const;

/** Whether the contract-end notice concerns this store. */
export function contractEndApplies(mid: string | undefined): boolean {
  return mid !== undefined && CONTRACT_END_NOTICE.mids.includes(mid);
}

/** The whole condition for showing the contract-end notice: it concerns the store and was not dismissed there. */
export function contractEndShows(mid: string | undefined, dismissed: (noticeId: string, mid: string) => boolean): boolean {
  return mid !== undefined && contractEndApplies(mid) && !dismissed(CONTRACT_END_NOTICE.id, mid);
}

/**
 * How the notice speaks of its date: 'future' before the first day without a contract
 * ("прекращает"), 'past' from that day on ("прекращён"), by the seller's local calendar day.
 */
export function contractEndTense(now: Date = new Date(), endsOn: string = CONTRACT_END_NOTICE.endsOn): 'future' | 'past' {
  const [y, m, d] = endsOn.split('-').map(Number);
  return now.getTime() < new Date(y, m - 1, d).getTime() ? 'future' : 'past';
}

/** Whether this store is asked to sign the delivery agreement (when it has not yet). */
export function deliveryAgreementApplies(mid: string | undefined): boolean {
  return mid !== undefined && DELIVERY_AGREEMENT.mids.has(mid);
}

import type { Installment, InstallmentStatus } from '../installments-api';

/**
 * Statuses and the actions each allows (spec 3 §4): merch_available may participate;
 * subscribed can pause, disable, edit commissions and categories and download the report;
 * a paused one resumes, disables or downloads; a completed one the shop took part in keeps
 * its report. An all-categories promotion has no categories to edit.
 */
export type InstallmentAction = 'participate' | 'editCategories' | 'editCommissions' | 'pause' | 'resume' | 'disable' | 'report';

const ACTIONS: Record<InstallmentStatus, InstallmentAction[]> = {
  merch_available: ['participate'],
  merch_is_not_available: [],
  subscribed: ['editCategories', 'editCommissions', 'pause', 'disable', 'report'],
  subscription_paused: ['resume', 'disable', 'report'],
  completed: [],
  completed_and_participating: ['report'],
};

/** A promotion with no category list covers every category. */
export const coversAllCategories = (x: Pick<Installment, 'categories'>) => x.categories.length === 0;

/** How the status shows: a completed promotion with any participating category is completed_and_participating. */
export function displayStatus(x: Pick<Installment, 'status' | 'categories' | 'commissions'>): InstallmentStatus {
  if (x.status !== 'completed') return x.status;
  const took = coversAllCategories(x) ? x.commissions.some((k) => k.is_participating) : x.categories.some((c) => c.is_participating);
  return took ? 'completed_and_participating' : 'completed';
}

export function allowedActions(x: Pick<Installment, 'status' | 'categories' | 'commissions'>): InstallmentAction[] {
  const actions = ACTIONS[displayStatus(x)];
  return coversAllCategories(x) ? actions.filter((a) => a !== 'editCategories') : actions;
}

/** Subscribed or paused: the details show the categories and products tabs. */
export const showsParticipation = (status: InstallmentStatus) => status === 'subscribed' || status === 'subscription_paused';

export const STATUS_COLOURS: Record<InstallmentStatus, string> = {
  merch_available: 'blue',
  merch_is_not_available: 'default',
  subscribed: 'green',
  subscription_paused: 'orange',
  completed: 'default',
  completed_and_participating: 'cyan',
};

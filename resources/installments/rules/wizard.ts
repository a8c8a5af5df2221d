import type { Installment } from '../installments-api';
import { coversAllCategories } from './status';

/**
 * The participation wizard's steps (spec 3 §4): select_categories (1), select_commissions (2),
 * agreement (3). An all-categories promotion starts at commissions; a partial one at categories.
 * Editing categories or commissions afterwards is that one step alone.
 */
export type WizardStep = 'select_categories' | 'select_commissions' | 'agreement';
export type WizardMode = 'subscribe' | 'categories' | 'commissions';

export const STEP_NUMBER: Record<WizardStep, number> = { select_categories: 1, select_commissions: 2, agreement: 3 };

export function stepsFor(x: Pick<Installment, 'categories'>, mode: WizardMode = 'subscribe'): WizardStep[] {
  if (mode === 'categories') return ['select_categories'];
  if (mode === 'commissions') return ['select_commissions'];
  return coversAllCategories(x) ? ['select_commissions', 'agreement'] : ['select_categories', 'select_commissions', 'agreement'];
}

export const nextStep = (steps: WizardStep[], current: WizardStep): WizardStep | undefined => steps[steps.indexOf(current) + 1];
export const previousStep = (steps: WizardStep[], current: WizardStep): WizardStep | undefined => steps[steps.indexOf(current) - 1];

/** Next (or OK) is disabled while the step has nothing checked. */
export function canLeave(step: WizardStep, categories: readonly string[], commissions: readonly number[]): boolean {
  if (step === 'select_categories') return categories.length > 0;
  if (step === 'select_commissions') return commissions.length > 0;
  return true;
}

/** Case-insensitive search over the Russian title (spec 3 §2). */
export function matchCategory(title: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('ru');
  return q === '' || title.toLocaleLowerCase('ru').includes(q);
}

/** The wizard's starting choice: what the shop takes part with now (editing), or its categories and every commission (joining). */
export function initialChoice(x: Installment, mode: WizardMode): { categories: string[]; commissions: number[] } {
  if (mode === 'subscribe') return { categories: x.categories.filter((c) => c.is_exist).map((c) => c.slug), commissions: [] };
  return {
    categories: x.categories.filter((c) => c.is_participating).map((c) => c.slug),
    commissions: x.commissions.filter((k) => k.is_participating).map((k) => k.id),
  };
}

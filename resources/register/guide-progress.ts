import type { RegisterValues } from './body';
import { accountError } from './rules';

/**
 * The five-step guide of registration (spec 1 §2): logo, store name, full name, payment
 * requisites, treaty. A step is done when its part of the form is filled in; the current
 * step is the first one that is not.
 */
export const GUIDE_STEPS = ['logo', 'storeName', 'fullName', 'requisites', 'treaty'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];
/** Steps registration goes through without (the body sends an empty logo_url / doc list): marked optional in the guide. */
export const OPTIONAL_STEPS: ReadonlySet<GuideStep> = new Set<GuideStep>(['logo', 'treaty']);

const filled = (value: string | undefined) => Boolean(value?.trim());

export function stepDone(step: GuideStep, values: Partial<RegisterValues>): boolean {
  switch (step) {
    case 'logo':
      return Boolean(values.logo?.url);
    case 'storeName':
      return filled(values.storeName);
    case 'fullName':
      return filled(values.lastName) && filled(values.firstName);
    case 'requisites':
      return (
        !accountError(values.accountNumber ?? '') && filled(values.bik) && filled(values.kbe) &&
        Boolean(values.address?.address) && filled(values.apartment) && filled(values.floor) && filled(values.zipcode)
      );
    case 'treaty':
      return Object.values(values.documents ?? {}).some((list) => (list?.length ?? 0) > 0);
  }
}

/** The current step is the first required one not done; once those are, the first optional one left. */
export function guideState(values: Partial<RegisterValues>): { done: Record<GuideStep, boolean>; current: number } {
  const done = Object.fromEntries(GUIDE_STEPS.map((s) => [s, stepDone(s, values)])) as Record<GuideStep, boolean>;
  const required = GUIDE_STEPS.findIndex((s) => !done[s] && !OPTIONAL_STEPS.has(s));
  const current = required !== -1 ? required : GUIDE_STEPS.findIndex((s) => !done[s]);
  return { done, current: current === -1 ? GUIDE_STEPS.length - 1 : current };
}

import type { UserConfig } from '../../../providers/api/settings-api';

/** Spec 3 §2: the upload page's side guide, in order. Completion lives in the user config's `guides`. */
export const GUIDE_STEPS = ['upload_price_list', 'price_list_template', 'upload_history', 'products'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

export interface GuideProgress {
  done: GuideStep[];
  /** The first step not done yet; undefined when all are. */
  active: GuideStep | undefined;
  complete: boolean;
}

export function guideProgress(guides: Record<string, boolean> | undefined): GuideProgress {
  const done = GUIDE_STEPS.filter((step) => guides?.[step] === true);
  const active = GUIDE_STEPS.find((step) => guides?.[step] !== true);
  return { done, active, complete: active === undefined };
}

/** The config with steps marked (done or not), every other key and guide kept as it was. */
export function withSteps(config: UserConfig | undefined, steps: readonly GuideStep[], done: boolean): UserConfig {
  const base: UserConfig = config ?? { guides: {} };
  const guides = { ...(base.guides ?? {}) };
  for (const step of steps) guides[step] = done;
  return { ...base, guides };
}

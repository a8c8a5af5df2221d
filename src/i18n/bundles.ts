import type { ResourceTexts } from '../../providers/i18n/types';
import { resources } from '../../resources';
import { titlesOf } from '../engine/titles';
import { appTexts } from './app-texts';

export { appTexts };

/** Every bundled text of the app: the frame's (loaded first), the resources' titles and each resource's parts. */
export async function loadAllBundles(): Promise<ResourceTexts[]> {
  const parts = await Promise.all(resources.map((r) => r.parts()));
  return [...appTexts, titlesOf(resources), ...parts.map((p) => p.default.i18n)];
}

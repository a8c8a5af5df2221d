import type { ResourceTexts } from '../../providers/i18n/types';
import { resources } from '../../resources';
import { appTexts } from './app-texts';

export { appTexts };

/** Every bundled text of the app: the frame's (loaded first) and each resource's. */
export const bundles: ResourceTexts[] = [...appTexts, ...resources.map((r) => r.i18n)];

import type { ResourceTexts } from '../../providers/i18n/types';
import { resources } from '../../resources';
import { controlsTexts } from '../controls/texts';
import { engineTexts } from '../engine/texts';
import { commonTexts } from './common-texts';

/** Every bundled text of the app: the frame, the shared controls, the engine and each resource. */
export const bundles: ResourceTexts[] = [commonTexts, controlsTexts, engineTexts, ...resources.map((r) => r.i18n)];

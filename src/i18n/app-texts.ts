import type { ResourceTexts } from '../../providers/i18n/types';
import { controlsTexts } from '../controls/texts';
import { engineTexts } from '../engine/texts';
import { commonTexts } from './common-texts';

/** Texts loaded at start: the frame, the shared controls and the engine. */
export const appTexts: ResourceTexts[] = [commonTexts, controlsTexts, engineTexts];

import type { ResourceTexts } from '../../providers/i18n/types';
import { accountTexts } from '../auth/texts';
import { controlsTexts } from '../controls/texts';
import { engineTexts } from '../engine/texts';
import { commonTexts } from './common-texts';
import { shellTexts } from '../shell/texts';
import { helpTexts } from '../help/texts';
import { noticesTexts } from '../notices/texts';
import { addressTexts } from '../address/texts';
import { registerTexts } from '../register/texts';
import { settingsTexts } from '../settings/texts';

/** Texts loaded at start: the frame, the shared controls and the engine. */
export const appTexts: ResourceTexts[] = [commonTexts, controlsTexts, engineTexts, accountTexts, shellTexts, helpTexts, noticesTexts, addressTexts, registerTexts, settingsTexts];

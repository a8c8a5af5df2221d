import type { ResourceTexts } from '../../providers/i18n/types';
import { accountTexts } from '../auth/texts';
import { accountMessageTexts } from '../controls/account-messages';
import { controlsTexts } from '../controls/texts';
import { engineTexts } from '../engine/texts';
import { savedViewsTexts } from '../engine/saved-views/texts';
import { undoTexts } from '../engine/undo/texts';
import { commonTexts } from '../controls/common-texts';
import { frameTexts } from '../shell/frame-texts';

/**
 * Texts loaded at start: the frame, the shared controls and the engine. The shell's, the
 * notices', help's, registration's, the settings' and the address field's texts come with
 * their code (addTexts in shell-layout.tsx, the notices' dialogs, help-pages.tsx,
 * register-page.tsx, settings-page.tsx and address-field.tsx), so the sign-in page does not
 * download them.
 */
export const appTexts: ResourceTexts[] = [commonTexts, controlsTexts, engineTexts, savedViewsTexts, undoTexts, accountTexts, accountMessageTexts, frameTexts];

import { defineParts } from '../../src/engine/descriptor';
import { oldInstallmentsTexts } from './texts';

/** The old programme's screens are custom (src/installments/old); its parts are its texts. */
export default defineParts({ i18n: oldInstallmentsTexts });

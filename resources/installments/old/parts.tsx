import { defineParts } from '../../../src/engine/descriptor';
import { oldInstallmentsTexts } from './texts';

/** The old programme's screens are custom (resources/installments/old); its parts are its texts. */
// `list` is needed so the descriptor's list query (filters, page size) reaches the screens.
export default defineParts({ list: { columns: [] }, i18n: oldInstallmentsTexts });

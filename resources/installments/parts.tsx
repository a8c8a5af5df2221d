import type { Installment } from './installments-api';
import { defineParts } from '../../src/engine/descriptor';
import { installmentsTexts } from './texts';

/** The new programme's screens are custom (resources/installments); its parts are its texts. */
// `list` is needed so the descriptor's list query (filters, page size) reaches the screen.
export default defineParts<Installment>({ list: { columns: [] }, i18n: installmentsTexts });

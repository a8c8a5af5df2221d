import type { Installment } from '../../providers/api/installments-api';
import { defineParts } from '../../src/engine/descriptor';
import { installmentsTexts } from './texts';

/** The new programme's screens are custom (src/installments); its parts are its texts. */
export default defineParts<Installment>({ i18n: installmentsTexts });

import { addTexts } from '../../../providers/i18n/i18n';
import { noticesTexts } from './texts';

// Loaded only when a notice is to show (shell-notices.tsx); the notices' texts come with it.
addTexts(noticesTexts);

export { ContractEndNotice } from './contract-end-notice';
export { DeliveryAgreementDialog } from './delivery-agreement-dialog';

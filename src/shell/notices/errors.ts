import type { ErrorCatalogue } from '../../../providers/http/error-catalogue';
import { AGREE_ERROR_KEYS } from './agree-api';

/** The agreement service's known refusals (the signature's code step and its start). */
export const agreeErrors: ErrorCatalogue = [
  { status: 400, key: AGREE_ERROR_KEYS.wrongOtp, text: 'notices.agreement.wrongCode', field: 'otp' },
  { status: 400, key: AGREE_ERROR_KEYS.codeTooShort, text: 'code_too_short', field: 'otp' },
  { status: 409, key: AGREE_ERROR_KEYS.attemptsExceeded, text: 'notices.agreement.attemptsExceeded', field: 'otp' },
  { status: 409, key: AGREE_ERROR_KEYS.alreadySigned, text: 'notices.agreement.alreadySigned', stale: true },
];

import { nationalDigits } from '../../format/phone';

/**
 * The sign-in phone (spec 1 §5): +7 and 10 digits, 11 digits in all. Each way of getting
 * it wrong has its own message key; employees_sign_in_phone_input_error is the spec's key
 * for a number that is not complete.
 */
export type PhoneError = 'phone_required' | 'employees_sign_in_phone_input_error';

export function phoneError(input: string): PhoneError | undefined {
  const digits = nationalDigits(input);
  if (digits.length === 0) return 'phone_required';
  if (digits.length < 10) return 'employees_sign_in_phone_input_error';
  return undefined;
}

/**
 * Password strength (spec 1 §5): at least 8 characters, only Latin letters, digits and
 * the specials !@#$%^&*()_=+[]{};:"|,. and at least one upper-case letter, one lower-case
 * letter, one digit and one special. The spec names the messages min_length,
 * upper_case_required, not_allowed_chars and success; lower_case_required, digit_required
 * and special_char_required are ours, for the three rules the spec lists without a key.
 * (The spec's list reads `, .`: we read the space as punctuation of the sentence, so a
 * space is not allowed.) Problems are reported in this order; the live message is the first.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*()_=+[]{};:"|,.';

export type PasswordProblem =
  | 'not_allowed_chars'
  | 'min_length'
  | 'upper_case_required'
  | 'lower_case_required'
  | 'digit_required'
  | 'special_char_required';

export type PasswordVerdict = PasswordProblem | 'success';

const isSpecial = (ch: string): boolean => PASSWORD_SPECIALS.includes(ch);
const isAllowed = (ch: string): boolean => /^[A-Za-z0-9]$/.test(ch) || isSpecial(ch);

export function passwordProblems(password: string): PasswordProblem[] {
  const chars = [...password];
  const problems: PasswordProblem[] = [];
  if (!chars.every(isAllowed)) problems.push('not_allowed_chars');
  if (chars.length < PASSWORD_MIN_LENGTH) problems.push('min_length');
  if (!/[A-Z]/.test(password)) problems.push('upper_case_required');
  if (!/[a-z]/.test(password)) problems.push('lower_case_required');
  if (!/[0-9]/.test(password)) problems.push('digit_required');
  if (!chars.some(isSpecial)) problems.push('special_char_required');
  return problems;
}

/** The one live message: the first problem, or success. */
export function passwordVerdict(password: string): PasswordVerdict {
  return passwordProblems(password)[0] ?? 'success';
}

/** The repeated password must match ("Пароли не совпадают!"). */
export function repeatError(password: string, repeat: string): 'passwords_mismatch' | undefined {
  return password === repeat ? undefined : 'passwords_mismatch';
}

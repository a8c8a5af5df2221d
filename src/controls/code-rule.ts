/**
 * SMS and one-time codes (spec 1 §5, §9): exactly 4 digits; a shorter code is code_too_short.
 * The input keeps digits only, but the rule also names what it would get if it did not.
 */
export const CODE_LENGTH = 4;

export type CodeError = 'code_required' | 'code_digits_only' | 'code_too_short' | 'code_too_long';

export function codeError(input: string): CodeError | undefined {
  if (input === '') return 'code_required';
  if (!/^\d+$/.test(input)) return 'code_digits_only';
  if (input.length < CODE_LENGTH) return 'code_too_short';
  if (input.length > CODE_LENGTH) return 'code_too_long';
  return undefined;
}

/** What the code input keeps of what was typed or pasted: its digits, at most four. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * The phone mask +7 (XXX) XXX-XX-XX (spec 1 §2, §5): what the user sees while typing, and
 * the 11 digits (7 and ten more) that are sent.
 */
const PHONE_DIGITS = 10;

/** The ten national digits typed so far (a leading 7 or 8 of a pasted full number is dropped). */
export function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+7')) digits = digits.slice(1);
  else if (digits.length > PHONE_DIGITS && (digits[0] === '7' || digits[0] === '8')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

export function formatPhone(input: string): string {
  const d = nationalDigits(input);
  if (!d) return '';
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length >= 3) out += ')';
  if (d.length > 3) out += ` ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/** '77010000001' for a complete number, undefined otherwise. */
export function normalizePhone(input: string): string | undefined {
  const d = nationalDigits(input);
  return d.length === PHONE_DIGITS ? `7${d}` : undefined;
}

/** +7 (701) ***-**-01 for '77010000001': how the code's destination is shown. */
export function maskPhone(phone: string): string {
  const d = nationalDigits(phone);
  return d.length === PHONE_DIGITS ? `+7 (${d.slice(0, 3)}) ***-**-${d.slice(8, 10)}` : formatPhone(phone);
}

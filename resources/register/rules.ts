/**
 * Registration field rules (spec 1 §5, §9), pure so they are tested on their own:
 * - account number: KZ (any case) + 18 Latin letters or digits, 20 characters, sent upper-cased;
 *   spaces typed or pasted between groups are dropped. Each way of getting it wrong has its
 *   own message; the spec's key register_account_bank_number_input_error is the length one.
 * - logo: png, jpeg or jpg (any case), at most 20 MB; otherwise the toast
 *   register_format_error_toast_message.
 * - documents: docx, xlsx, webp, jpeg, jpg, png, pdf, csv.
 * - BIN 12 digits, BIK 8 letters or digits, KBE 2 digits, floor at most 2 characters (the
 *   spec names the fields; the formats are the Kazakh ones, checked by the sandbox alike).
 */
export const ACCOUNT_LENGTH = 20;
export type AccountError = 'required' | 'prefix' | 'characters' | 'length';

export const ACCOUNT_MESSAGE_KEYS: Record<AccountError, string> = {
  required: 'register.errors.required',
  prefix: 'register.errors.accountPrefix',
  characters: 'register.errors.accountCharacters',
  length: 'register_account_bank_number_input_error',
};

/** What is sent: no spaces, upper case. */
export function normalizeAccount(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function accountError(input: string): AccountError | undefined {
  const value = normalizeAccount(input);
  if (value === '') return 'required';
  if (!/^[0-9A-Z]*$/.test(value)) return 'characters';
  if (!value.startsWith('KZ')) return 'prefix';
  if (value.length !== ACCOUNT_LENGTH) return 'length';
  return undefined;
}

export const MAX_LOGO_BYTES = 20 * 1024 * 1024;
export const LOGO_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const DOCUMENT_EXTENSIONS = ['docx', 'xlsx', 'webp', 'jpeg', 'jpg', 'png', 'pdf', 'csv'] as const;

export function extensionOf(name: string): string {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

export function isLogoAccepted(file: { name: string; size: number }): boolean {
  return (LOGO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) && file.size > 0 && file.size <= MAX_LOGO_BYTES;
}

export function isDocumentAccepted(file: { name: string }): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** `accept` attribute of a file input: `.png,.jpeg,.jpg` */
export const acceptOf = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(',');

export const BIN_RE = /^\d{12}$/;
export const BIK_RE = /^[0-9A-Z]{8}$/;
export const KBE_RE = /^\d{2}$/;
export const FLOOR_MAX_LENGTH = 2;

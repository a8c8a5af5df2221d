/**
 * Issue 28. The name an uploaded file is kept and shown under (the sandbox's price-list and
 * shop-document uploads; the app sends a price list under it too, so that a long name does not
 * overflow the request line): only its base name (whatever follows
 * the last `/` or `\`, so `../../x.xlsx` and `C:\Users\x.xlsx` become `x.xlsx`), without
 * control characters or bidirectional overrides (which can disguise an extension), at most
 * MAX_FILE_NAME_CHARS characters with its extension kept. '' when nothing is left.
 */
export const MAX_FILE_NAME_CHARS = 255;
/** An extension longer than this is not kept whole when the name is cut. */
const MAX_EXTENSION_CHARS = 16;

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function safeFileName(raw: string): string {
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(UNSAFE, '').trim();
  if (base === '.' || base === '..') return '';
  const chars = Array.from(base); // code points: a cut never splits a surrogate pair
  if (chars.length <= MAX_FILE_NAME_CHARS) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(base.slice(dot)) : [];
  const kept = ext.length > 0 && ext.length <= MAX_EXTENSION_CHARS ? ext : [];
  return chars.slice(0, MAX_FILE_NAME_CHARS - kept.length).join('').trimEnd() + kept.join('');
}

import type { DocumentCount, DocumentLimits } from '../documents-api';

/**
 * What may be uploaded (spec 1 §5, §6, §9): the limits are the server's (the count answer);
 * these checks only save a doomed request and say why at once, the service checks again.
 */

/** Used until the count answer arrives, or if a service sends none: the sandbox's values. */
export const FALLBACK_LIMITS: DocumentLimits = { max_count: 20, max_size_bytes: 10 * 1024 * 1024, extensions: ['pdf', 'docx', 'xlsx', 'jpg', 'jpeg', 'png'] };

export function extensionOf(fileName: string): string {
  return /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

const NAME_MAX = 255;

/** The name a new document gets: its file's name, extension included (cut to 255 characters, the extension kept). */
export function documentNameOf(fileName: string): string {
  const name = fileName.trim();
  if (name.length <= NAME_MAX) return name;
  const ext = extensionOf(name);
  return ext ? `${name.slice(0, NAME_MAX - ext.length - 1)}.${ext}` : name.slice(0, NAME_MAX);
}

/**
 * The name a document is shown and downloaded under: its own name, ending with its file's
 * extension (taken from the stored file's link). A name renamed without it gets it back, so
 * the downloaded file still opens in the right program.
 */
export function documentFileName(doc: { name: string; link: string }): string {
  const ext = extensionOf(doc.link.split(/[?#]/)[0]);
  if (!ext || extensionOf(doc.name) === ext) return doc.name;
  return `${doc.name}.${ext}`;
}

/**
 * Refusals of the file itself (its content is not what its extension says, it is empty or too
 * heavy): sending the same file again cannot help, choosing another can. Any other failure
 * (the network, the service) is worth a retry.
 */
const FILE_REFUSALS = ['documents_format_error', 'documents_too_large', 'file_empty'];

export function isFileRefusal(errorKey: string | undefined): boolean {
  return FILE_REFUSALS.includes(errorKey ?? '');
}

export type FileProblem = 'format' | 'size' | 'empty';

export function fileProblem(file: Pick<File, 'name' | 'size'>, limits: DocumentLimits): FileProblem | undefined {
  if (!limits.extensions.includes(extensionOf(file.name))) return 'format';
  if (file.size === 0) return 'empty';
  if (file.size > limits.max_size_bytes) return 'size';
  return undefined;
}

/** How many more documents may be added now (0 while adding is not allowed). */
export function room(count: DocumentCount | undefined, limits: DocumentLimits, uploading: number): number {
  if (!count?.is_add_allowed) return 0;
  return Math.max(0, limits.max_count - count.count - uploading);
}

/** Why adding is refused: the key of the reason shown beside the disabled button. */
export function refusalReason(count: DocumentCount | undefined, limits: DocumentLimits, blocked: boolean): string | undefined {
  if (!count || count.is_add_allowed) return undefined;
  if (blocked) return 'documents.notAllowed.blocked';
  if (count.count >= limits.max_count) return 'documents.notAllowed.limit';
  return 'documents.notAllowed.other';
}

/** `.pdf,.docx,...` for the file picker. */
export function acceptOf(limits: DocumentLimits): string {
  return limits.extensions.map((e) => `.${e}`).join(',');
}

/** 10 MB, 512 KB: sizes in the interface (binary units, the way the limit is set). */
export function formatSize(bytes: number, locale: string): string {
  const units = locale === 'en' ? ['B', 'KB', 'MB'] : locale === 'kz' ? ['Б', 'КБ', 'МБ'] : ['Б', 'КБ', 'МБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${String(rounded).replace('.', locale === 'en' ? '.' : ',')} ${units[unit]}`;
}

import type { Context } from 'hono';
import type { SandboxEnv, SandboxModule } from '../types';
import { SandboxError, badRequest, notFound } from '../http';
import type { Store } from '../state';

/**
 * File uploads of the file store (spec 1 §7: POST /f3/api/v1/{bucket}/ and
 * POST /f3/api/v2/documents/, multipart `file` → {url}); merchant token.
 * Buckets: `logos` (png, jpeg, jpg) and `images` (those and webp); documents take docx,
 * xlsx, webp, jpeg, jpg, png, pdf, csv. Every file is at most 20 MB, not empty, and its
 * bytes must look like its extension (a renamed .exe is refused like a real store would).
 * Errors: 400 {message, key}: file_required, file_empty, file_too_large, file_format_not_allowed;
 * 404 for an unknown bucket. Stored files are served at GET /f3/api/v1/uploads/{name}
 * (public, like the other file URLs): files up to 512 KB are kept in the state file
 * (a logo survives a restart), bigger ones in memory until the sandbox stops.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const PERSIST_BYTES = 512 * 1024;
const UPLOADS_SLICE = 'uploads';

type Ext = 'png' | 'jpeg' | 'jpg' | 'webp' | 'pdf' | 'docx' | 'xlsx' | 'csv';
const IMAGE: Ext[] = ['png', 'jpeg', 'jpg'];
const BUCKETS: Record<string, Ext[]> = { logos: IMAGE, images: [...IMAGE, 'webp'] };
const DOCUMENTS: Ext[] = ['docx', 'xlsx', 'webp', 'jpeg', 'jpg', 'png', 'pdf', 'csv'];

const MIME: Record<Ext, string> = {
  png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf', csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Does the content match the extension? (The first bytes of each format.) */
export function looksLike(ext: Ext, bytes: Uint8Array): boolean {
  switch (ext) {
    case 'png': return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg': case 'jpg': return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'webp': return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'pdf': return startsWith(bytes, ascii('%PDF'));
    case 'docx': case 'xlsx': return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case 'csv': return !bytes.slice(0, 4096).includes(0);
  }
}

interface StoredUpload { mime: string; base64: string }

/** Files bigger than PERSIST_BYTES, kept until the sandbox stops (names are unique: uuids). */
const inMemory = new Map<string, { mime: string; bytes: Uint8Array }>();

/**
 * Keeps a file in the file store and answers its public URL (GET /f3/api/v1/uploads/{name});
 * also used by the price-list module for the uploaded price lists.
 */
export function saveUpload(store: Store, prefix: string, ext: string, mime: string, bytes: Uint8Array): string {
  const name = `${prefix}-${crypto.randomUUID()}.${ext}`;
  if (bytes.length <= PERSIST_BYTES) {
    store.slice<Record<string, StoredUpload>>(UPLOADS_SLICE)[name] = { mime, base64: Buffer.from(bytes).toString('base64') };
    store.save();
  } else inMemory.set(name, { mime, bytes });
  return `/f3/api/v1/uploads/${name}`;
}

/** A multipart body's fields; 400 file_required when the body is not multipart (`multipart/form-data ${expected}`) or is malformed. */
export async function readMultipartBody(c: Context<SandboxEnv>, expected: string): Promise<Record<string, string | File | (string | File)[]>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) badRequest(`multipart/form-data ${expected}`, 'file_required');
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    badRequest('malformed multipart body', 'file_required');
  }
}

/**
 * The one file of a multipart body's `field` (400 file_required when the body is not
 * multipart, malformed, or has none or several); `check` runs on it before its size is
 * judged (400 file_empty, file_too_large). Also the price-list upload's reader (`formfile`).
 */
export async function readMultipartFile(c: Context<SandboxEnv>, field: string, check?: (file: File) => void): Promise<File> {
  const body = await readMultipartBody(c, `body with a ${field} field is required`);
  const file = body[field];
  if (Array.isArray(file)) badRequest('one file per request', 'file_required');
  if (!(file instanceof File)) badRequest(`${field} is required`, 'file_required');
  check?.(file);
  if (file.size === 0) badRequest('file is empty', 'file_empty');
  if (file.size > MAX_UPLOAD_BYTES) badRequest('file is larger than 20 MB', 'file_too_large');
  return file;
}

async function readFile(c: Context<SandboxEnv>, allowed: Ext[]): Promise<{ ext: Ext; bytes: Uint8Array }> {
  let ext = '' as Ext;
  const file = await readMultipartFile(c, 'file', (f) => {
    ext = (/\.([a-z0-9]+)$/i.exec(f.name)?.[1] ?? '').toLowerCase() as Ext;
    if (!allowed.includes(ext)) badRequest(`file type must be one of ${allowed.join(', ')}`, 'file_format_not_allowed');
  });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLike(ext, bytes)) badRequest(`file content is not ${ext}`, 'file_format_not_allowed');
  return { ext, bytes };
}

export const uploadsModule: SandboxModule = {
  name: 'uploads',
  seeds: { [UPLOADS_SLICE]: (): Record<string, StoredUpload> => ({}) },
  register(app, ctx) {
    const persisted = () => ctx.store.slice<Record<string, StoredUpload>>(UPLOADS_SLICE);
    const store = (prefix: string, ext: Ext, bytes: Uint8Array): string => saveUpload(ctx.store, prefix, ext, MIME[ext], bytes);

    app.post('/f3/api/v1/:bucket/', ctx.requireMerchant, async (c) => {
      const bucket = c.req.param('bucket');
      const allowed = BUCKETS[bucket];
      if (!allowed) throw new SandboxError(404, `bucket ${bucket} not found`);
      const { ext, bytes } = await readFile(c, allowed);
      return c.json({ url: store(bucket, ext, bytes) });
    });

    app.post('/f3/api/v2/documents/', ctx.requireMerchant, async (c) => {
      const { ext, bytes } = await readFile(c, DOCUMENTS);
      return c.json({ url: store('doc', ext, bytes) });
    });

    app.get('/f3/api/v1/uploads/:name', (c) => {
      const name = c.req.param('name');
      const saved = persisted()[name];
      const file = saved ? { mime: saved.mime, bytes: Buffer.from(saved.base64, 'base64') } : inMemory.get(name);
      if (!file) notFound('file not found');
      return c.body(new Uint8Array(file.bytes).buffer as ArrayBuffer, 200, { 'Content-Type': file.mime, 'Cache-Control': 'public, max-age=86400' });
    });
  },
};

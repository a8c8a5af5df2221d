import type { Context } from 'hono';
import type { SandboxEnv, SandboxModule } from '../types';
import { DOCUMENTS_SLICE, seedDocuments, type ShopDocumentRecord } from '../seed/documents';
import { PROFILES_SLICE, type ShopProfile } from '../seed/profiles';
import { SandboxError, badRequest, intParam, notFound, readJsonObject } from '../http';
import { looksLike, readMultipartBody } from './uploads';

/**
 * Shop documents (merchant token), spec 1 §7 and §9:
 *   GET  /merchant-profile/api/v1/profile/documents?page=1&limit=50 → ShopDocument[] newest first
 *        ({id, name, link, created_at, size, content_type}; limit 1..50)
 *   POST /merchant-profile/api/v1/merchants/{mid}/documents/upload  multipart `file` + `name` → 201 ShopDocument
 *   PUT  /merchant-profile/api/v1/merchants/{mid}/documents/{documentId}/name {name} → ShopDocument
 *   GET  /merchant-profile/api/v1/merchants/{mid}/documents/count → {count, is_add_allowed, limits}
 *   DELETE /merchant-profile/api/v1/merchants/{mid}/documents/{documentId} → 204 (designed: not in the spec)
 * Designed where the spec says "from server parameters": the limits ride on the count answer,
 * `limits: {max_count, max_size_bytes, extensions}`. is_add_allowed is false at max_count and
 * while the shop is blocked (profile `enabled: false`). Errors: 400 document_name_required,
 * documents_format_error (extension or content), documents_too_large, file_empty; 409
 * documents_limit_reached; 403 for another shop's {mid}. Files are stored for real and served
 * at GET /f3/api/v1/documents/{file} (no token, like the file store's other links).
 */
export const DOCUMENT_LIMITS = {
  max_count: 20,
  max_size_bytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'docx', 'xlsx', 'jpg', 'jpeg', 'png'],
} as const;

const FILES_SLICE = 'document_files';
const PERSIST_BYTES = 512 * 1024;
const NAME_MAX = 255;
type Ext = (typeof DOCUMENT_LIMITS.extensions)[number];
const MIME: Record<Ext, string> = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface StoredFile { mime: string; base64: string; name: string }

function nameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.trim().length > NAME_MAX) badRequest(`name is required (up to ${NAME_MAX} characters)`, 'document_name_required');
  return value.trim();
}

export const documentsModule: SandboxModule = {
  name: 'documents',
  seeds: { [DOCUMENTS_SLICE]: seedDocuments, [FILES_SLICE]: (): Record<string, StoredFile> => ({}) },
  register(app, ctx) {
    const all = () => ctx.store.slice<Record<string, ShopDocumentRecord[]>>(DOCUMENTS_SLICE);
    const files = () => ctx.store.slice<Record<string, StoredFile>>(FILES_SLICE);
    const inMemory = new Map<string, { mime: string; bytes: Uint8Array; name: string }>();
    const docsOf = (mid: string) => (all()[mid] ??= []);
    const blocked = (mid: string) => ctx.store.slice<Record<string, ShopProfile>>(PROFILES_SLICE)[mid]?.enabled === false;

    /** The {mid} of the path must be the token's shop. */
    const shop = (c: Context<SandboxEnv>): string => {
      const mid = c.req.param('mid');
      if (mid !== c.get('mid')) throw new SandboxError(403, 'this is not your shop');
      return mid as string;
    };
    const findDoc = (c: Context<SandboxEnv>) => {
      const doc = docsOf(shop(c)).find((d) => d.id === c.req.param('documentId'));
      if (!doc) notFound('document not found');
      return doc;
    };
    const count = (mid: string) => {
      const n = docsOf(mid).length;
      return { count: n, is_add_allowed: n < DOCUMENT_LIMITS.max_count && !blocked(mid), limits: DOCUMENT_LIMITS };
    };

    app.get('/merchant-profile/api/v1/profile/documents', ctx.requireMerchant, (c) => {
      const page = intParam(c, 'page', 1, 1, 10_000);
      const limit = intParam(c, 'limit', 50, 1, 50);
      const rows = [...docsOf(c.get('mid'))].sort((a, b) => b.created_at.localeCompare(a.created_at));
      return c.json(rows.slice((page - 1) * limit, page * limit));
    });

    app.get('/merchant-profile/api/v1/merchants/:mid/documents/count', ctx.requireMerchant, (c) => c.json(count(shop(c))));

    app.post('/merchant-profile/api/v1/merchants/:mid/documents/upload', ctx.requireMerchant, ctx.requireRight('documents.manage'), async (c) => {
      const mid = shop(c);
      const body = await readMultipartBody(c, 'with file and name is required');
      const file = body.file;
      if (!(file instanceof File)) badRequest('exactly one file is required', 'file_required');
      const name = nameOf(body.name);
      const ext = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '').toLowerCase() as Ext;
      if (!DOCUMENT_LIMITS.extensions.includes(ext)) badRequest(`file type must be one of ${DOCUMENT_LIMITS.extensions.join(', ')}`, 'documents_format_error');
      if (file.size === 0) badRequest('file is empty', 'file_empty');
      if (file.size > DOCUMENT_LIMITS.max_size_bytes) badRequest('file is larger than the limit', 'documents_too_large');
      if (!count(mid).is_add_allowed) throw new SandboxError(409, 'no more documents may be added', 'documents_limit_reached');
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!looksLike(ext, bytes)) badRequest(`file content is not ${ext}`, 'documents_format_error');
      const id = crypto.randomUUID();
      const stored = `${id}.${ext}`;
      if (bytes.length <= PERSIST_BYTES) files()[stored] = { mime: MIME[ext], base64: Buffer.from(bytes).toString('base64'), name: file.name };
      else inMemory.set(stored, { mime: MIME[ext], bytes, name: file.name });
      const doc: ShopDocumentRecord = { id, name, link: `/f3/api/v1/documents/${stored}`, created_at: new Date().toISOString(), size: bytes.length, content_type: MIME[ext] };
      docsOf(mid).push(doc);
      ctx.store.save();
      return c.json(doc, 201);
    });

    app.put('/merchant-profile/api/v1/merchants/:mid/documents/:documentId/name', ctx.requireMerchant, ctx.requireRight('documents.manage'), async (c) => {
      const doc = findDoc(c);
      doc.name = nameOf((await readJsonObject(c)).name);
      ctx.store.save();
      return c.json(doc);
    });

    app.delete('/merchant-profile/api/v1/merchants/:mid/documents/:documentId', ctx.requireMerchant, ctx.requireRight('documents.manage'), (c) => {
      const doc = findDoc(c);
      const mid = shop(c);
      all()[mid] = docsOf(mid).filter((d) => d !== doc);
      ctx.store.save();
      return c.body(null, 204);
    });

    app.get('/f3/api/v1/documents/:file', (c) => {
      const name = c.req.param('file');
      const saved = files()[name];
      const file = saved ? { mime: saved.mime, bytes: Buffer.from(saved.base64, 'base64'), name: saved.name } : inMemory.get(name);
      if (!file) notFound('file not found');
      return c.body(new Uint8Array(file.bytes).buffer as ArrayBuffer, 200, {
        'Content-Type': file.mime,
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'Cache-Control': 'private, max-age=3600',
      });
    });
  },
};

import type { HttpClient } from '../../providers/http/client';

/**
 * Shop documents (spec 1 §3, §7, §9), merchant token; sandbox/modules/documents.ts answers the same.
 *   list()            GET  /merchant-profile/api/v1/profile/documents?page=1&limit=50 → ShopDocument[]
 *   count(mid)        GET  /merchant-profile/api/v1/merchants/{mid}/documents/count → DocumentCount
 *   upload(mid, …)    POST /merchant-profile/api/v1/merchants/{mid}/documents/upload, multipart `file` + `name`
 *                     (one request per file) → ShopDocument
 *   rename(mid, id)   PUT  /merchant-profile/api/v1/merchants/{mid}/documents/{documentId}/name {name}
 *   remove(mid, id)   DELETE /merchant-profile/api/v1/merchants/{mid}/documents/{documentId}
 * Designed where the spec is silent (map these to the real service):
 * - list items carry `created_at` (ISO), `size` (bytes) and `content_type` besides id, link, name;
 * - the format, size and count limits ("from server parameters", spec 1 §5) ride on the count
 *   answer as `limits: {max_count, max_size_bytes, extensions}`;
 * - removal is DELETE on the document's path (the spec lists no removal call);
 * - error keys: documents_format_error, documents_too_large, documents_limit_reached,
 *   document_name_required, file_empty.
 */
export interface ShopDocument {
  id: string;
  name: string;
  link: string;
  created_at?: string;
  size?: number;
  content_type?: string;
}

export interface DocumentLimits {
  max_count: number;
  max_size_bytes: number;
  /** Lower-case extensions without the dot. */
  extensions: string[];
}

export interface DocumentCount {
  count: number;
  is_add_allowed: boolean;
  limits?: DocumentLimits;
}

export const DOCUMENTS_PAGE = { page: 1, limit: 50 } as const;

export interface DocumentsApi {
  list(signal?: AbortSignal): Promise<ShopDocument[]>;
  count(mid: string, signal?: AbortSignal): Promise<DocumentCount>;
  upload(mid: string, file: File, name: string, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<ShopDocument>;
  rename(mid: string, id: string, name: string): Promise<ShopDocument>;
  remove(mid: string, id: string): Promise<void>;
}

const merchantDocs = (mid: string) => `/merchant-profile/api/v1/merchants/${encodeURIComponent(mid)}/documents`;

export function createDocumentsApi(http: HttpClient): DocumentsApi {
  return {
    list: (signal) => http.request<ShopDocument[]>({ path: '/merchant-profile/api/v1/profile/documents', query: { ...DOCUMENTS_PAGE }, signal }),
    count: (mid, signal) => http.request<DocumentCount>({ path: `${merchantDocs(mid)}/count`, signal }),
    upload: (mid, file, name, onProgress, signal) => {
      const form = new FormData();
      form.append('file', file);
      form.append('name', name);
      return http.request<ShopDocument>({ method: 'POST', path: `${merchantDocs(mid)}/upload`, body: form, onUploadProgress: onProgress, signal });
    },
    rename: (mid, id, name) => http.request<ShopDocument>({ method: 'PUT', path: `${merchantDocs(mid)}/${encodeURIComponent(id)}/name`, body: { name } }),
    remove: (mid, id) => http.request<void>({ method: 'DELETE', path: `${merchantDocs(mid)}/${encodeURIComponent(id)}` }),
  };
}

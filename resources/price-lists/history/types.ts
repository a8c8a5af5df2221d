import type { BaseRecord } from '@refinedev/core';

/** Spec 3 §4: processing, processed, success, error. */
export const UPLOAD_STATUSES = ['processing', 'processed', 'success', 'error'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
export const LOAD_TYPES = ['auto', 'manual'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

/** Spec 3 §3 Upload event. */
export interface UploadEvent extends BaseRecord {
  id: string;
  /** The file name. */
  entity_id: string;
  entity_type: string;
  event_type: string;
  description: string;
  messages: string[] | null;
  status: UploadStatus;
  created_at: string;
  meta: { url: string; uploaded: string; updated_at: string; load_type: LoadType; user: string };
  /** Designed (issue 28): why the whole upload failed, a key translated as priceLists.reasons.<key>; absent otherwise. */
  reason?: string;
}

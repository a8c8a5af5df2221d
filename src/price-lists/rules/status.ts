import type { UploadStatus } from '../../../resources/upload-events/types';

/**
 * Spec 3 §4: processing "In progress", processed "Processed", success "Loaded", error
 * "Error"; colours: processing and processed notify (antd's blue `processing`), success
 * success, error error.
 */
export const STATUS_VIEW: Record<UploadStatus, { labelKey: string; color: 'processing' | 'success' | 'error' }> = {
  processing: { labelKey: 'upload-events.statuses.processing', color: 'processing' },
  processed: { labelKey: 'upload-events.statuses.processed', color: 'processing' },
  success: { labelKey: 'upload-events.statuses.success', color: 'success' },
  error: { labelKey: 'upload-events.statuses.error', color: 'error' },
};

/** Still being processed: the history and the event page re-read until it settles. */
export const isSettling = (status: string | undefined): boolean => status === 'processing';

/** How often the history and the event page re-read while an upload is processing. */
export const SETTLE_POLL_MS = 2000;

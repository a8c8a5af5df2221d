import type { UploadStatus } from '../history/types';

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

/**
 * The tags' colours, a shade darker than antd's preset text colours so that the labels meet
 * WCAG AA contrast on their light backgrounds (antd's green and blue do not).
 */
export const TAG_STYLES: Record<'processing' | 'success' | 'error', { color: string; background: string; borderColor: string }> = {
  processing: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  success: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  error: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

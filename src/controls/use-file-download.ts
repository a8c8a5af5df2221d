import { useCallback, useId, useRef, useState } from 'react';
import { useNotification } from '@refinedev/core';

/** Hands a received file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Chromium reads the blob asynchronously after click(); revoke only once it has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface DownloadTexts {
  /** Shown (persistent) while the file is being generated. */
  pending: string;
  /** Shown when generation fails; the pending toast ends. */
  error: string;
  /** Optional success toast. */
  success?: string;
}

/**
 * Downloads a generated file (reports, stickers, handover acts): one request at a time,
 * a pending toast that stays until the answer, an error toast on failure (spec 2 §8).
 */
export function useFileDownload() {
  const { open, close } = useNotification();
  const key = `download-${useId()}`;
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);

  const download = useCallback(
    async (fetchFile: () => Promise<Blob>, fileName: string, texts: DownloadTexts): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setRunning(true);
      open?.({ key, type: 'progress', message: texts.pending, undoableTimeout: 0 });
      try {
        const blob = await fetchFile();
        close?.(key);
        saveBlob(blob, fileName);
        if (texts.success) open?.({ key, type: 'success', message: texts.success });
        return true;
      } catch {
        close?.(key);
        open?.({ key: `${key}-error`, type: 'error', message: texts.error });
        return false;
      } finally {
        inFlight.current = false;
        setRunning(false);
      }
    },
    [open, close, key],
  );
  return { download, running };
}

import { useCallback, useRef, useState } from 'react';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../providers/http/error-policy';
import { isAppError } from '../../providers/http/errors';
import { priceListErrors } from './errors';
import type { UploadEventAnswer } from './price-lists-api';
import { isAcceptedFile } from './rules/file-rules';
import { priceListsApi } from './price-lists-services';

/**
 * The manual upload (spec 3 §2, §5, §8): a chosen file is kept only when its extension is
 * xml, xlsx or xls (else the wrong-format toast, nothing sent); upload sends it once (a double
 * click sends one request) with progress; success clears it and keeps the new event for the
 * link to the history; a refusal the area's catalogue knows (errors.ts: a workbook over the
 * archive limits, a wrong format, too large...) → its text in the user's language, never the
 * server's sentence; another 403 → access denied; any other error → the generic toast; the file stays.
 */
export function useManualUpload() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const [file, setFile] = useState<File | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const [accepted, setAccepted] = useState<UploadEventAnswer | undefined>();
  const inFlight = useRef(false);
  const toast = useCallback(
    (type: 'success' | 'error', key: string, text = t(`priceLists.toasts.${key}`)) => open?.({ key: 'price-list-upload', type, message: text }),
    [open, t],
  );

  const choose = useCallback(
    (picked: File): boolean => {
      if (inFlight.current) return false;
      if (!isAcceptedFile(picked.name)) {
        toast('error', 'wrongFormat');
        return false;
      }
      setFile(picked);
      setAccepted(undefined);
      return true;
    },
    [toast],
  );

  const remove = useCallback(() => {
    if (inFlight.current) return;
    setFile(undefined);
    toast('success', 'fileDeleted');
  }, [toast]);

  const upload = useCallback(async () => {
    if (!file || inFlight.current) return;
    inFlight.current = true;
    setProgress(0);
    try {
      const event = await priceListsApi.upload(file, (sent) => setProgress(Math.round(sent * 100)));
      setFile(undefined);
      setAccepted(event);
      toast('success', 'uploaded');
    } catch (error) {
      const shown = describeError(t, (k) => i18n.exists(k), error, { catalogue: priceListErrors, action: 'priceLists.toasts.uploadError' });
      if (shown.known) toast('error', 'uploadError', shown.text);
      else toast('error', isAppError(error) && error.statusCode === 403 ? 'forbidden' : 'uploadError');
    } finally {
      inFlight.current = false;
      setProgress(undefined);
    }
  }, [file, toast, t, i18n]);

  return { file, progress, uploading: progress !== undefined, accepted, choose, remove, upload };
}

import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentCount, DocumentLimits } from '../documents-api';
import { errorKeyOf } from '../../../providers/http/errors';
import { documentsApi } from '../profile-services';
import { documentNameOf, fileProblem, formatSize, isFileRefusal, room } from './document-rules';

export interface QueueItem {
  uid: string;
  file: File;
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** 0..100 */
  percent: number;
  errorKey?: string;
}

let nextUid = 0;

/**
 * Several files at once, one multipart request each (spec 1 §7), each with its own progress
 * and result. A wrong format is a toast and is not sent; a too heavy file stays in the queue
 * as an error (spec 1 §8). A file the service refused for itself (its content, size) is not
 * retried but replaced by another; other failures are retried. Files beyond the room left are not sent. After uploads the list
 * and the count are refetched (spec 1 §4); finished files leave the queue then.
 */
export function useUploadQueue(mid: string, count: DocumentCount | undefined, limits: DocumentLimits, refresh: () => Promise<unknown>) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [items, setItems] = useState<QueueItem[]>([]);
  const inFlight = useRef(0);
  const patch = (uid: string, change: Partial<QueueItem>) => setItems((all) => all.map((i) => (i.uid === uid ? { ...i, ...change } : i)));
  const formats = limits.extensions.join(', ');
  const size = formatSize(limits.max_size_bytes, i18n.language);

  async function send(item: QueueItem): Promise<boolean> {
    inFlight.current += 1;
    try {
      await documentsApi.upload(mid, item.file, item.name, (f) => patch(item.uid, { percent: Math.min(99, Math.round(f * 100)) }));
      patch(item.uid, { status: 'done', percent: 100 });
      message.success(t('documents.toasts.uploaded', { name: item.name }));
      return true;
    } catch (error) {
      const key = errorKeyOf(error);
      patch(item.uid, { status: 'error', errorKey: i18n.exists(key) ? key : 'errors.unknown' });
      return false;
    } finally {
      inFlight.current -= 1;
    }
  }

  async function sendAll(batch: QueueItem[]) {
    const results = await Promise.all(batch.map(send));
    if (results.some(Boolean)) {
      await refresh().catch(() => undefined);
      setItems((all) => all.filter((i) => i.status !== 'done'));
    }
  }

  function add(files: File[]) {
    const accepted: QueueItem[] = [];
    const refused: QueueItem[] = [];
    for (const file of files) {
      const problem = fileProblem(file, limits);
      const item: QueueItem = { uid: `doc-${(nextUid += 1)}`, file, name: documentNameOf(file.name), status: 'uploading', percent: 0 };
      if (problem === 'format') message.error(t('documents.toasts.formatError', { name: file.name, formats }));
      else if (problem === 'size') {
        message.error(t('documents.toasts.tooHeavy', { name: file.name, size }));
        refused.push({ ...item, status: 'error', errorKey: 'documents_too_large' });
      } else if (problem === 'empty') refused.push({ ...item, status: 'error', errorKey: 'file_empty' });
      else accepted.push(item);
    }
    const left = room(count, limits, inFlight.current);
    const batch = accepted.slice(0, left);
    if (accepted.length > left) message.warning(t('documents.tooMany', { count: left }));
    setItems((all) => [...all, ...refused, ...batch]);
    if (batch.length) void sendAll(batch);
  }

  function retry(uid: string) {
    const item = items.find((i) => i.uid === uid);
    if (!item || isFileRefusal(item.errorKey)) return;
    const again = { ...item, status: 'uploading' as const, percent: 0, errorKey: undefined };
    patch(uid, again);
    void sendAll([again]);
  }

  /** A file refused for itself is replaced by another one, in its place in the queue, checked and sent like a new one. */
  function replace(uid: string, file: File) {
    const item = items.find((i) => i.uid === uid);
    if (!item || item.status !== 'error') return;
    const problem = fileProblem(file, limits);
    if (problem === 'format') return void message.error(t('documents.toasts.formatError', { name: file.name, formats }));
    const next: QueueItem = { ...item, file, name: documentNameOf(file.name), percent: 0, status: problem ? 'error' : 'uploading', errorKey: undefined };
    if (problem === 'size') message.error(t('documents.toasts.tooHeavy', { name: file.name, size }));
    if (problem) next.errorKey = problem === 'size' ? 'documents_too_large' : 'file_empty';
    patch(uid, next);
    if (!problem) void sendAll([next]);
  }

  function dismiss(uid: string) {
    setItems((all) => all.filter((i) => i.uid !== uid));
    message.info(t('documents.toasts.fileDeleted'));
  }

  return { items, add, retry, replace, dismiss, uploading: items.some((i) => i.status === 'uploading') };
}

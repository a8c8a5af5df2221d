import { useCallback, useRef, useState } from 'react';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { saveBlob } from '../../../src/controls/use-file-download';
import { dayjs } from '../../../src/format/dates';
import { ordersApi } from '../orders-services';
import { mergePdfs } from './merge-pdfs';
import { runPool } from '../../../src/engine/bulk/run-pool';
import { byOrderNumber } from './order-number';

export type DocumentKind = 'stickers' | 'act';

/** `stickers-2026-11-25-3-orders.pdf`: what, when, how many. */
export const mergedFileName = (kind: DocumentKind, count: number, now = dayjs()): string => `${kind}-${now.format('YYYY-MM-DD-HHmm')}-${count}.pdf`;

/**
 * Stickers or handover acts of the selected assembled orders as one PDF: each order's document
 * fetched with the spec's call (4 at a time), a pending toast counting "12 / 45", merged by order
 * number in the browser; an order that failed is named and the rest are still merged (none
 * fetched: no file, and the message says so).
 */
export function useBulkDocuments() {
  const { t } = useTranslation();
  const { open, close } = useNotification();
  const inFlight = useRef(false);
  const [running, setRunning] = useState<DocumentKind | null>(null);

  const print = useCallback(
    async (kind: DocumentKind, orders: Order[]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setRunning(kind);
      const key = `bulk-${kind}`;
      const pending = (done: number) =>
        open?.({ key, type: 'progress', message: t(`orders.queue.documents.${kind}.pending`), description: `${done} / ${orders.length}`, undoableTimeout: 0 });
      pending(0);
      try {
        const fetchOne = kind === 'stickers' ? ordersApi.stickers : ordersApi.act;
        const outcomes = await runPool(orders, async (o) => new Uint8Array(await (await fetchOne(o.id)).arrayBuffer()), { onSettled: (done) => pending(done) });
        const fetched = outcomes.flatMap((o) => (o.ok ? [{ orderId: o.item.id, bytes: o.value }] : []));
        const failed = outcomes.filter((o) => !o.ok).map((o) => o.item.id).sort(byOrderNumber);
        close?.(key);
        if (fetched.length > 0) {
          const merged = await mergePdfs(fetched);
          saveBlob(new Blob([merged.slice().buffer], { type: 'application/pdf' }), mergedFileName(kind, fetched.length));
        }
        if (failed.length === 0) {
          open?.({ key: `${key}-done`, type: 'success', message: t(`orders.queue.documents.${kind}.done`, { count: fetched.length }) });
        } else {
          open?.({
            key: `${key}-failed`,
            type: 'error',
            // With nothing fetched no file was made: the message must not send the seller looking for one.
            message: t(`orders.queue.documents.${kind}.${fetched.length > 0 ? 'failed' : 'noneFetched'}`, { count: failed.length }),
            description: failed.map((id) => `№${id}`).join(', '),
          });
        }
      } catch {
        close?.(key);
        open?.({ key: `${key}-failed`, type: 'error', message: t(`orders.queue.documents.${kind}.error`) });
      } finally {
        inFlight.current = false;
        setRunning(null);
      }
    },
    [open, close, t],
  );
  return { print, running };
}

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersTexts } from '../texts';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { testOrder } from '../test-orders';
import type { OrderDocument } from './merge-pdfs';
import { useBulkDocuments } from './use-bulk-documents';

const api = vi.hoisted(() => ({ stickers: vi.fn(), act: vi.fn() }));
const toasts = vi.hoisted(() => ({ open: vi.fn(), close: vi.fn() }));
const merged = vi.hoisted(() => ({ mergePdfs: vi.fn(), saveBlob: vi.fn() }));
vi.mock('../orders-services', () => ({ ordersApi: api }));
vi.mock('@refinedev/core', async (original) => ({ ...(await original<typeof import('@refinedev/core')>()), useNotification: () => toasts }));
vi.mock('./merge-pdfs', () => ({ mergePdfs: merged.mergePdfs }));
vi.mock('../../../src/controls/use-file-download', () => ({ saveBlob: merged.saveBlob }));

setupTestI18n([ordersTexts]);

const ORDERS = ['600000300', '600000100', '600000200', '600000400'].map((id) => testOrder({ id, status: 'assembled' }));
const pdfOf = (id: string) => new Blob([`%PDF ${id}`]);

beforeEach(() => {
  vi.clearAllMocks();
  merged.mergePdfs.mockResolvedValue(new Uint8Array([1, 2, 3]));
});

describe('useBulkDocuments', () => {
  it('a failed order is named; the rest are still merged into one file; the pending toast counts "n / N"', async () => {
    api.stickers.mockImplementation(async (id: string) => {
      if (id === '600000200') throw new Error('500');
      return pdfOf(id);
    });
    const { result } = renderHook(() => useBulkDocuments());
    await act(() => result.current.print('stickers', ORDERS));

    expect(api.stickers.mock.calls.map(([id]) => id).sort()).toEqual(['600000100', '600000200', '600000300', '600000400']);
    const docs = merged.mergePdfs.mock.calls[0][0] as OrderDocument[];
    expect(docs.map((d) => d.orderId).sort()).toEqual(['600000100', '600000300', '600000400']);
    expect(new TextDecoder().decode(docs.find((d) => d.orderId === '600000100')!.bytes)).toBe('%PDF 600000100');
    expect(merged.saveBlob).toHaveBeenCalledTimes(1);
    expect(merged.saveBlob.mock.calls[0][1]).toMatch(/^stickers-\d{4}-\d{2}-\d{2}-\d{4}-3\.pdf$/);

    const progress = toasts.open.mock.calls.map(([n]) => n).filter((n) => n.type === 'progress').map((n) => n.description);
    expect(progress).toEqual(['0 / 4', '1 / 4', '2 / 4', '3 / 4', '4 / 4']);
    const failed = toasts.open.mock.calls.map(([n]) => n).find((n) => n.type === 'error');
    expect(failed.message).toBe('Не удалось получить стикеры заказов: 1. Остальные в файле');
    expect(failed.description).toBe('№600000200');
    expect(result.current.running).toBeNull();
  });

  it('none fetched: no file, and the message says none came (no word of a file)', async () => {
    api.stickers.mockRejectedValue(new Error('500'));
    const { result } = renderHook(() => useBulkDocuments());
    await act(() => result.current.print('stickers', ORDERS.slice(0, 2)));

    expect(merged.mergePdfs).not.toHaveBeenCalled();
    expect(merged.saveBlob).not.toHaveBeenCalled();
    const failed = toasts.open.mock.calls.map(([n]) => n).find((n) => n.type === 'error');
    expect(failed.message).toBe('Не удалось получить стикеры ни одного из выбранных заказов (2)');
    expect(failed.message).not.toMatch(/файл/i);
    expect(failed.description).toBe('№600000100, №600000300');
  });

  it('all fetched: one file, a success toast; a second print while one runs sends nothing more', async () => {
    let release: () => void = () => undefined;
    api.act.mockImplementation(
      (id: string) =>
        new Promise<Blob>((resolve) => {
          release = () => resolve(pdfOf(id));
        }),
    );
    const { result } = renderHook(() => useBulkDocuments());
    const one = [ORDERS[0]];
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.print('act', one);
    });
    await act(() => result.current.print('act', one));
    expect(api.act).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe('act');
    await act(async () => {
      release();
      await first;
    });
    expect(merged.saveBlob).toHaveBeenCalledTimes(1);
    expect(toasts.open.mock.calls.map(([n]) => n).find((n) => n.type === 'success').message).toBe('Акты скачаны одним файлом: заказов 1');
  });
});

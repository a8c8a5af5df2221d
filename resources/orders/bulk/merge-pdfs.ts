import { byOrderNumber } from './order-number';

export interface OrderDocument {
  orderId: string;
  bytes: Uint8Array;
}

/** The documents in the order they are merged: by order number, so the printed pile matches the list. */
export function mergeOrder(documents: readonly OrderDocument[]): OrderDocument[] {
  return [...documents].sort((a, b) => byOrderNumber(a.orderId, b.orderId));
}

/**
 * One PDF with every page of every document, by order number. pdf-lib loads on demand: only a
 * seller who prints a batch downloads it.
 */
export async function mergePdfs(documents: readonly OrderDocument[]): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const merged = await PDFDocument.create();
  for (const doc of mergeOrder(documents)) {
    const source = await PDFDocument.load(doc.bytes);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}

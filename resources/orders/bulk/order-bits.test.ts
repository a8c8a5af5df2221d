import { describe, expect, it } from 'vitest';
import { byOrderNumber } from './order-number';
import { mergeOrder } from './merge-pdfs';

describe('merge order of stickers', () => {
  it('by order number, numerically', () => {
    const docs = ['600000987', '59999', '600000123', '600000124'].map((orderId) => ({ orderId, bytes: new Uint8Array() }));
    expect(mergeOrder(docs).map((d) => d.orderId)).toEqual(['59999', '600000123', '600000124', '600000987']);
    expect(['b', 'a'].sort(byOrderNumber)).toEqual(['a', 'b']);
  });
});

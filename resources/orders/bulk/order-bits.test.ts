import { describe, expect, it } from 'vitest';
import { byOrderNumber } from './order-number';
import { mergeOrder } from './merge-pdfs';
import { activeTab, tabCounts } from './status-counts';

describe('merge order of stickers', () => {
  it('by order number, numerically', () => {
    const docs = ['600000987', '59999', '600000123', '600000124'].map((orderId) => ({ orderId, bytes: new Uint8Array() }));
    expect(mergeOrder(docs).map((d) => d.orderId)).toEqual(['59999', '600000123', '600000124', '600000987']);
    expect(['b', 'a'].sort(byOrderNumber)).toEqual(['a', 'b']);
  });
});

describe('tab counts', () => {
  it('map the per-group totals onto All and the seven groups, unknown while pending', () => {
    const counts = tabCounts([120, 38, 12, 5, undefined, 60, 2, 3]);
    expect(counts).toEqual({ all: 120, waiting_confirmation: 38, on_assembly: 12, assembled: 5, delivering: undefined, completed: 60, reassembly: 2, canceled: 3 });
  });
  it('the chosen tab follows the status filter; a combination selects none', () => {
    expect(activeTab(undefined)).toBe('all');
    expect(activeTab(['on_assembly'])).toBe('on_assembly');
    expect(activeTab(['on_assembly', 'assembled'])).toBeUndefined();
  });
});

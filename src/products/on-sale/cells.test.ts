import { describe, expect, it } from 'vitest';
import { highlightParts } from './cells';

describe('the partner sku highlights the search (spec 3 §2)', () => {
  it('marks the first case-insensitive match', () => {
    expect(highlightParts('TS-SMA-00017', 'sma-0')).toEqual(['TS-', 'SMA-0', '0017']);
    expect(highlightParts('TS-SMA-00017', ' 17 ')).toEqual(['TS-SMA-000', '17', '']);
  });
  it('marks nothing without a search or a match', () => {
    expect(highlightParts('TS-SMA-00017', undefined)).toBeUndefined();
    expect(highlightParts('TS-SMA-00017', '  ')).toBeUndefined();
    expect(highlightParts('TS-SMA-00017', 'galaxy')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { layoutSpans } from './descriptions-layout';

describe('layoutSpans', () => {
  it.each([
    [[12, 12, 12, 24], [12, 12, 24, 24]],
    [[12, 12, 12], [12, 12, 24]],
    [[8, 8, 12], [8, 16, 24]],
    [[24, 12], [24, 24]],
    [[30], [24]],
    [[], []],
  ])('%j → %j', (spans, expected) => {
    expect(layoutSpans(spans, 24)).toEqual(expected);
  });
});

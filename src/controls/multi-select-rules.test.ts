import { describe, expect, it } from 'vitest';
import { filterOptions, isAllSelected, toggleAll, toggleOption, triggerText } from './multi-select-rules';

const options = [
  { value: 'a', label: 'Альфа' },
  { value: 'b', label: 'Бета' },
  { value: 'c', label: 'Гамма' },
];

describe('multi-select rules', () => {
  it('keeps the options order', () => {
    expect(toggleOption(['c'], 'a', options)).toEqual(['a', 'c']);
  });
  it('all selects everything, again clears', () => {
    expect(toggleAll(['b'], options)).toEqual(['a', 'b', 'c']);
    expect(toggleAll(['a', 'b', 'c'], options)).toEqual([]);
  });
  it('unchecking one of all keeps the others; checking the last one collapses to all', () => {
    expect(toggleOption(['a', 'b', 'c'], 'b', options)).toEqual(['a', 'c']);
    expect(isAllSelected(toggleOption(['a', 'c'], 'b', options), options)).toBe(true);
  });
  it('searches case-insensitively on the label', () => {
    expect(filterOptions(options, 'ГАМ').map((o) => o.value)).toEqual(['c']);
    expect(filterOptions(options, '  ')).toHaveLength(3);
  });
  it('trigger text', () => {
    expect(triggerText([], options, true)).toEqual({ kind: 'label' });
    expect(triggerText(['b'], options, true)).toEqual({ kind: 'one', label: 'Бета' });
    expect(triggerText(['a', 'b'], options, true)).toEqual({ kind: 'count', count: 2 });
    expect(triggerText(['a', 'b', 'c'], options, true)).toEqual({ kind: 'all' });
    expect(triggerText(['a', 'b', 'c'], options, false)).toEqual({ kind: 'count', count: 3 });
    expect(triggerText(['zzz'], options, false)).toEqual({ kind: 'label' });
  });
});

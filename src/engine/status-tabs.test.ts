import { describe, expect, it } from 'vitest';
import { activeTab, tabCounts } from './status-tabs';

const ORDER_GROUPS = ['waiting_confirmation', 'on_assembly', 'assembled', 'delivering', 'completed', 'reassembly', 'canceled'];

describe('status tab counts', () => {
  it('map the per-group totals onto All and the groups, unknown while pending', () => {
    const byValue = { waiting_confirmation: 38, on_assembly: 12, assembled: 5, completed: 60, reassembly: 2, canceled: 3 };
    expect(tabCounts(ORDER_GROUPS, { total: 120, byValue })).toEqual({ all: 120, ...byValue, delivering: undefined });
    expect(tabCounts(['new'], undefined)).toEqual({ all: undefined, new: undefined });
  });
  it('the chosen tab follows the status filter; a combination selects none; every group is all', () => {
    expect(activeTab(undefined, ORDER_GROUPS)).toBe('all');
    expect(activeTab([], ORDER_GROUPS)).toBe('all');
    expect(activeTab(['on_assembly'], ORDER_GROUPS)).toBe('on_assembly');
    expect(activeTab(['on_assembly', 'assembled'], ORDER_GROUPS)).toBeUndefined();
    expect(activeTab(ORDER_GROUPS, ORDER_GROUPS)).toBe('all');
    expect(activeTab(['unknown'], ORDER_GROUPS)).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CrudFilter, DataProvider } from '@refinedev/core';
import { createDataProvider } from '../../providers/data-provider';
import type { HttpClient, RequestOptions } from '../../providers/http/client';
import { countRecords, filtersWith } from './list-count';

const period: CrudFilter = { field: 'created_at', operator: 'between', value: ['2026-01-01T00:00:00.000Z', '2026-01-08T00:00:00.000Z'] };
const search: CrudFilter = { field: 'id', operator: 'contains', value: '42' };
const waiting: CrudFilter = { field: 'status', operator: 'in', value: ['waiting_confirmation'] };

describe('countRecords', () => {
  it("is the resource's list call through its descriptor's path and dialect, for one row, read for its total", async () => {
    const request = vi.fn(async (_req: RequestOptions) => ({ orders: [{ id: '1' }], total_count: 17 }));
    const http = { request } as unknown as HttpClient;
    const provider = createDataProvider({ http, resolve: () => ({ service: 'oms', dialect: 'oms', listPath: '/oms/api/v3/merchant/orders' }) }) as DataProvider;
    expect(await countRecords(provider, 'orders', [waiting])).toBe(17);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/oms/api/v3/merchant/orders', query: 'status=waiting_confirmation&page=1&limit=1' }));
  });
});

describe('filtersWith', () => {
  it("replaces the field's filter, leaves out empty ones and spells the rest one way whatever the list's order", () => {
    const status: CrudFilter = { field: 'status', operator: 'in', value: ['completed'] };
    const empty: CrudFilter = { field: 'id', operator: 'contains', value: undefined };
    expect(filtersWith([status, period, empty], 'status', waiting)).toEqual([period, waiting]);
    expect(filtersWith([period, status], 'status', waiting)).toEqual(filtersWith([status, period], 'status', waiting));
    expect(filtersWith([search, status, period], 'status')).toEqual([period, search]);
    expect(filtersWith([], 'status', waiting)).toEqual([waiting]);
  });
});

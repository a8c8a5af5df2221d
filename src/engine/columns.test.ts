import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildColumns, columnDefinitions, withSortOrders } from './columns';
import type { ColumnSpec } from './descriptor';

type Row = { id: number; name: string; status: string };
const specs: ColumnSpec<Row>[] = [{ key: 'id', sortKey: 'id' }, { key: 'name', sortKey: 'name' }, { key: 'status' }];
const input = { resource: 'items', columns: specs, visible: {}, refresh: () => undefined, t: ((key: string) => key) as unknown as TFunction };

describe('list columns across sorts (issue 30)', () => {
  it('keep their definitions: a sort gives the sortable columns their order and the same render functions, the others stay the same objects', () => {
    const definitions = columnDefinitions(input);
    const byId = withSortOrders(definitions, specs, [{ field: 'id', order: 'desc' }]);
    const byName = withSortOrders(definitions, specs, [{ field: 'name', order: 'asc' }]);
    expect(byId.map((c) => c.sortOrder)).toEqual(['descend', null, undefined]);
    expect(byName.map((c) => c.sortOrder)).toEqual([null, 'ascend', undefined]);
    byName.forEach((c, i) => expect(c.render).toBe(byId[i].render));
    expect(byName[2]).toBe(byId[2]);
  });

  it('buildColumns answers the same columns in one call', () => {
    const built = buildColumns({ ...input, sorters: [{ field: 'name', order: 'desc' }] });
    expect(built.map(({ key, sortOrder, sorter }) => ({ key, sortOrder, sorter }))).toEqual([
      { key: 'id', sortOrder: null, sorter: true },
      { key: 'name', sortOrder: 'descend', sorter: true },
      { key: 'status', sortOrder: undefined, sorter: undefined },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cardLayout } from './card-layout';
import type { ColumnSpec } from './descriptor';

const cols = (...keys: string[]): ColumnSpec<unknown>[] => keys.map((key) => ({ key }));
const keys = (layout: ReturnType<typeof cardLayout<unknown>>) => layout && { title: layout.title.key, status: layout.status?.key, fields: layout.fields.map((c) => c.key) };

describe('cardLayout', () => {
  it.each([
    ['first column as title, a status-like column, the next three', cols('id', 'created_at', 'status', 'total', 'client', 'courier'), undefined, { title: 'id', status: 'status', fields: ['created_at', 'total', 'client'] }],
    ['is_active counts as a status', cols('name', 'is_active', 'store_id', 'address'), undefined, { title: 'name', status: 'is_active', fields: ['store_id', 'address'] }],
    ['the on-sale toggle', cols('image', 'title', 'price', 'toggle'), { title: 'title' }, { title: 'title', status: 'toggle', fields: ['image', 'price'] }],
    ['no status-like column: none', cols('sku', 'name', 'price', 'brand', 'extra'), undefined, { title: 'sku', status: undefined, fields: ['name', 'price', 'brand'] }],
    ['status null: none, even with one', cols('id', 'status', 'total'), { status: null }, { title: 'id', status: undefined, fields: ['status', 'total'] }],
    ['the descriptor names them', cols('a', 'b', 'c', 'd', 'e'), { title: 'c', status: 'e', fields: ['d', 'a'] }, { title: 'c', status: 'e', fields: ['d', 'a'] }],
    ['a named column not shown is left out', cols('a', 'b', 'c'), { title: 'gone', status: 'gone', fields: ['gone', 'c'] }, { title: 'a', status: undefined, fields: ['c'] }],
  ] as const)('%s', (_name, columns, card, expected) => {
    expect(keys(cardLayout(columns, card))).toEqual(expected);
  });

  it('a required column is the default title', () => {
    const columns: ColumnSpec<unknown>[] = [{ key: 'created_at' }, { key: 'product_title', required: true }, { key: 'rating' }];
    expect(keys(cardLayout(columns))).toEqual({ title: 'product_title', status: undefined, fields: ['created_at', 'rating'] });
  });

  it('no columns: no card', () => {
    expect(cardLayout([])).toBeUndefined();
  });
});

describe('cardLayout actions', () => {
  it('a column keyed actions goes with the actions, never a title or field', () => {
    const layout = cardLayout(cols('actions', 'name', 'phone', 'is_active'));
    expect(keys(layout)).toEqual({ title: 'name', status: 'is_active', fields: ['phone'] });
    expect(layout?.actions?.key).toBe('actions');
  });
  it('the descriptor names another', () => {
    expect(cardLayout(cols('name', 'buttons'), { actions: 'buttons' })?.actions?.key).toBe('buttons');
  });
});

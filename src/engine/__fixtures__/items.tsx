import type { BaseRecord } from '@refinedev/core';
import type { Resource, ResourceTexts } from '../descriptor';

/** A small resource for the engine's tests: every list feature, no backend. */
export interface Item extends BaseRecord {
  id: number;
  name: string;
  status: 'new' | 'done' | 'canceled';
  amount: number;
  created_at: string;
}

const STATUSES = ['new', 'done', 'canceled'] as const;

export function makeItems(count: number): Item[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Товар ${String(i + 1).padStart(3, '0')}`,
    status: STATUSES[i % 3],
    amount: (i + 1) * 100,
    created_at: `2025-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  }));
}

export const itemsTexts: ResourceTexts = {
  ru: {
    items: {
      titles: { list: 'Товары', show: 'Товар', edit: 'Изменить товар' },
      fields: { id: 'Номер', name: 'Название', status: 'Статус', amount: 'Сумма', created_at: 'Создан' },
      filters: { name: 'Поиск по названию', status: 'Статус', created_at: 'Период' },
      statuses: { new: 'Новый', done: 'Готов', canceled: 'Отменён' },
      actions: { approve: 'Подтвердить', archive: 'В архив' },
      rules: { nameRequired: 'Введите название' },
    },
  },
  kz: { items: {} },
  en: { items: {} },
};

export function itemsDescriptor(overrides: { approve?: (item: Item) => Promise<void>; archive?: (items: Item[], refresh: () => void) => Promise<void> } = {}) {
  const items: Resource<Item> = {
    name: 'items',
    route: '/items',
    access: ['ACTIVE'],
    backend: { service: 'feedback', dialect: 'feedback', listPath: '/items' },
    pages: ['list', 'show', 'edit'],
    titles: { ru: { list: 'Товары', show: 'Товар', edit: 'Изменить товар' }, kz: {}, en: {} },
    list: {
      pageSize: 10,
      customisableColumns: true,
      filters: [
        { kind: 'search', field: 'name' },
        {
          kind: 'multiSelect',
          field: 'status',
          allOption: true,
          defaultValue: ['new', 'done'],
          options: STATUSES.map((s) => ({ value: s, labelKey: `items.statuses.${s}` })),
        },
      ],
      columns: [
        { key: 'id', sortKey: 'id', required: true, width: 80 },
        { key: 'name', sortKey: 'name' },
        { key: 'status', render: (r) => r.status.toUpperCase() },
        { key: 'amount', defaultHidden: true },
      ],
      rowActions: [
        { key: 'approve', visible: (r) => r.status === 'new', run: ({ record }) => overrides.approve?.(record) },
      ],
      bulkActions: [{ key: 'archive', run: (records, refresh) => overrides.archive?.(records, refresh) }],
      expandable: { render: (r) => <p>Подробности {r.name}</p> },
    },
    show: {
      title: (r) => `Товар №${r.id}`,
      fields: [{ key: 'id' }, { key: 'name' }, { key: 'status' }, { key: 'amount', span: 24 }],
    },
    edit: {
      fields: [
        { name: 'name', kind: 'text', rules: [{ required: true, message: 'items.rules.nameRequired' }] },
        { name: 'amount', kind: 'number' },
      ],
    },
  };
  return items;
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { defineParts } from '../../src/engine/descriptor';
import { formatDate, formatDateTime } from '../../src/format/dates';
import type { {{Type}}, {{Type}}Status } from './types';

function StatusTag({ status }: { status: {{Type}}Status }) {
  const { t } = useTranslation();
  return <Tag>{t(`{{name}}.statuses.${status}`)}</Tag>;
}

/** What the {{name}} pages need once open: columns, record fields and texts (keys `{{name}}.fields|filters|statuses.*`). */
export default defineParts<{{Type}}>({
  list: {
    columns: [
      { key: 'created_at', {{#if hasSort}}sortKey: 'created_at', {{/if}}width: 140, render: (r) => formatDate(r.created_at) },
      { key: 'title', {{#if hasSort}}sortKey: 'title', {{/if}}required: true, ellipsis: true },
      { key: 'status', width: 140, render: (r) => <StatusTag status={r.status} /> },
      { key: 'id', width: 120 },
    ],
  },
  show: {
    title: (r) => r.title,
    fields: [
      { key: 'id' },
      { key: 'status', render: (r) => <StatusTag status={r.status} /> },
      { key: 'created_at', render: (r) => formatDateTime(r.created_at) },
      { key: 'title', span: 24 },
    ],
  },
  i18n: {
    ru: {
      {{nameKey}}: {
        fields: { id: 'Номер', title: 'Название', status: 'Статус', created_at: 'Создано' },
        filters: { search: 'Поиск по названию', status: 'Статус'{{#if hasDates}}, created_at: 'Период'{{/if}} },
        statuses: { active: 'Действует', archived: 'В архиве' },
      },
    },
    kz: {
      {{nameKey}}: {
        fields: { id: 'Нөмір', title: 'Атауы', status: 'Күйі', created_at: 'Құрылған күні' },
        filters: { search: 'Атауы бойынша іздеу', status: 'Күйі'{{#if hasDates}}, created_at: 'Кезең'{{/if}} },
        statuses: { active: 'Белсенді', archived: 'Мұрағатта' },
      },
    },
    en: {
      {{nameKey}}: {
        fields: { id: 'Number', title: 'Title', status: 'Status', created_at: 'Created' },
        filters: { search: 'Search by title', status: 'Status'{{#if hasDates}}, created_at: 'Period'{{/if}} },
        statuses: { active: 'Active', archived: 'Archived' },
      },
    },
  },
});

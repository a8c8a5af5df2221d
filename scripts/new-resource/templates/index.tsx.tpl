import { defineResource } from '../../src/engine/descriptor';
import { {{STATUSES}}, type {{Type}} } from './types';

/** {{enList}}: the engine's list and record pages, on the {{service}} service in the {{dialect}} dialect. */
export const {{ident}} = defineResource<{{Type}}>({
  name: '{{name}}',
  route: '/{{name}}',
  // The icon by name, one of src/controls/menu-icons.tsx (the descriptor loads with the entry, icons with the shell).
  menu: { icon: '{{icon}}', order: {{order}} },
  access: ['ACTIVE', 'ON_CHECK'],
  backend: {
    service: '{{service}}',
    dialect: '{{dialect}}',
    listPath: '{{listPath}}',
    onePath: (id) => `{{listPath}}/${encodeURIComponent(id)}`,
  },
  pages: ['list', 'show'],
  // What the list asks for: its first call starts with the route, before any page code.
  list: {
{{#if bodyIsArray}}
    // The backend answers every row at once: one page holds them all.
{{/if}}
    pageSize: {{pageSize}},
{{#if hasSort}}
    defaultSort: { field: 'created_at', order: 'desc' },
{{/if}}
    filters: [
      { kind: 'search', field: 'search' },
      { kind: 'multiSelect', field: 'status', allOption: true, options: {{STATUSES}}.map((value) => ({ value, labelKey: `{{name}}.statuses.${value}` })) },
{{#if hasDates}}
      { kind: 'dateRange', field: 'created_at', presets: ['today', 'week', 'month'] },
{{/if}}
    ],
  },
  titles: {
    ru: { list: '{{ruList}}', show: '{{ruShow}}' },
    kz: { list: '{{kzList}}', show: '{{kzShow}}' },
    en: { list: '{{enList}}', show: '{{enShow}}' },
  },
  parts: () => import('./parts'),
});

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { dialects } from '../../providers/dialects';
import { buildListQuery } from '../../providers/dialects/query';
import { LOCALES, type TextTree } from '../../providers/i18n/types';
import type { AnyResource } from '../../src/engine/descriptor';
import { ListPage } from '../../src/engine/list-page';
import { loadResource } from '../../src/engine/load-resource';
import { ShowPage } from '../../src/engine/show-page';
import { titlesOf } from '../../src/engine/titles';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { createMemoryProvider, renderTree, Route } from '../../tests/setup/engine-harness';
import { {{ident}} } from './index';
import parts from './parts';
import { {{STATUSES}}, type {{Type}} } from './types';

setupTestI18n([parts.i18n, titlesOf([{{ident}}])]);

const rows: {{Type}}[] = Array.from({ length: 25 }, (_, i) => ({
  id: 1001 + i,
  title: `{{seedTitle}} ${String(i + 1).padStart(3, '0')}`,
  status: {{STATUSES}}[i % 2],
  created_at: new Date(Date.UTC(2025, 0, 31, 12) - i * 3_600_000).toISOString(),
}));

function renderAt(url: string, resource: AnyResource) {
  const memory = createMemoryProvider({ '{{name}}': rows });
  render(
    renderTree({
      descriptor: resource,
      provider: memory.provider,
      url,
      routes: (
        <>
          <Route path="/{{name}}" element={<ListPage descriptor={resource} />} />
          <Route path="/{{name}}/:id" element={<ShowPage descriptor={resource} />} />
        </>
      ),
    }),
  );
  return memory;
}

const keysOf = (tree: TextTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`))).sort();

describe('{{name}}', () => {
  it('names every column, record field, filter and status in ru, kz and en, with the same keys', async () => {
    const resource = await loadResource({{ident}});
    const fields = [...resource.list!.columns.map((c) => c.key), ...resource.show!.fields.map((f) => f.key)];
    const filters = resource.list!.filters!.map((f) => f.field);
    for (const locale of LOCALES) {
      const texts = parts.i18n[locale]['{{name}}'] as TextTree;
      expect(keysOf(texts)).toEqual(keysOf(parts.i18n.ru['{{name}}'] as TextTree));
      for (const key of fields) expect(texts.fields, `${locale} fields.${key}`).toHaveProperty([key]);
      for (const key of filters) expect(texts.filters, `${locale} filters.${key}`).toHaveProperty([key]);
      for (const status of {{STATUSES}}) expect(texts.statuses, `${locale} statuses.${status}`).toHaveProperty([status]);
      expect({{ident}}.titles[locale].list).toBeTruthy();
      expect({{ident}}.titles[locale].show).toBeTruthy();
    }
  });

  it('lists the rows under the translated headers, asking for the first page{{#if hasSort}}, newest first{{/if}}', async () => {
    const resource = await loadResource({{ident}});
    const { listCalls } = renderAt('/{{name}}', resource);
    expect(screen.getByRole('heading', { level: 1, name: '{{ruList}}' })).toBeInTheDocument();
    expect(await screen.findByText('{{seedTitle}} 001')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Создано', 'Название', 'Статус', 'Номер']));
    expect(screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'))).toHaveLength(Math.min(rows.length, {{pageSize}}));
    expect(listCalls[0]).toMatchObject({ resource: '{{name}}', currentPage: 1, pageSize: {{pageSize}}, sorters: [{{#if hasSort}}{ field: 'created_at', order: 'desc' }{{/if}}] });
  });

  it('shows a record with its fields and its status in words', async () => {
    const resource = await loadResource({{ident}});
    renderAt('/{{name}}/1002', resource);
    expect(await screen.findByRole('heading', { level: 1, name: '{{seedTitle}} 002' })).toBeInTheDocument();
    const status = screen.getByText('Статус').closest('tr, .ant-descriptions-item') as HTMLElement;
    expect(within(status).getByText('В архиве')).toBeInTheDocument();
    expect(screen.getByText('1002')).toBeInTheDocument();
  });

  it('spells its calls in the {{dialect}} dialect, as sandbox/modules/{{name}}.ts reads them', () => {
    const { backend } = {{ident}};
    expect(backend.onePath?.('1002')).toBe('{{listPath}}/1002');
    const query = buildListQuery(dialects[backend.dialect], {
      pagination: { currentPage: 2, pageSize: 20, mode: 'server' },
      sorters: [{{#if hasSort}}{ field: 'created_at', order: 'desc' }{{/if}}],
      filters: [
        { field: 'search', operator: 'contains', value: 'lamp' },
        { field: 'status', operator: 'in', value: ['active', 'archived'] },
{{#if hasDates}}
        { field: 'created_at', operator: 'between', value: ['{{dateInFrom}}', '{{dateInTo}}'] },
{{/if}}
      ],
    });
    expect([...new URLSearchParams(query)]).toEqual({{queryPairs}});
  });
});

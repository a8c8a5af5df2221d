import { z } from 'zod';
import type { SandboxModule } from '../types';
import { HOUR, iso, {{#if datesDay}}localDay, {{/if}}perMerchant, SEED_BASE_MS, type Volume } from '../seed/seed-util';
import { {{sandboxImports}} } from './list-query';

/**
 * {{enList}} ({{service}} service, {{dialect}} dialect: the names of providers/dialects/{{dialect}}.ts, written out,
 * as the sandbox shares no code with the app). `GET {{listPath}}`:
{{#if bodyIsArray}}
 * every row at once (no paging),
{{/if}}
{{#unless bodyIsArray}}
 * `{{pageParam}}` >= 1, `{{limitParam}}` 1..100 (default 20),
{{/unless}}
 * `search` (in the title, case-insensitive), `status` one or more of active|archived ({{statusDoc}}),
{{#if sortSingle}}
 * `{{sortParam}}` created_at|title, `-` first for descending (default -created_at),
{{/if}}
{{#if sortKeyDir}}
 * `{{sortKeyParam}}` created_at|title with `{{sortDirParam}}` asc|desc (default created_at desc),
{{/if}}
{{#if sortKeyVal}}
 * `{{sortKeyParam}}` created_at|title with `{{sortValParam}}` 1|-1 (default created_at -1),
{{/if}}
{{#unless hasSort}}
 * newest first,
{{/unless}}
{{#if datesIso}}
 * `{{dateFrom}}`/`{{dateTo}}` ISO instants on created_at (inclusive),
{{/if}}
{{#if datesDay}}
 * `{{dateFrom}}`/`{{dateTo}}` days yyyy-MM-dd on created_at's local day (inclusive),
{{/if}}
 * → {{answerDoc}}; `GET {{listPath}}/{id}` → the record, 404 when it is not the shop's.
 * Seed: 45 rows for m-1001, 7 for m-1002, one every 7 hours back from the seed date.
 */
const BASE = '{{listPath}}';
const SLICE = '{{name}}';
const STATUSES = ['active', 'archived'] as const;
{{#if hasSort}}
const SORT_KEYS = ['created_at', 'title'] as const;
{{/if}}

interface {{Type}} {
  id: number;
  title: string;
  status: (typeof STATUSES)[number];
  created_at: string;
}

function seed{{Type}}Rows(_mid: string, volume: Volume): {{Type}}[] {
  return Array.from({ length: volume === 'full' ? 45 : 7 }, (_, i) => ({
    id: 1001 + i,
    title: `{{seedTitle}} ${String(i + 1).padStart(3, '0')}`,
    status: i % 3 === 2 ? 'archived' : 'active',
    created_at: iso(SEED_BASE_MS - (1 + 7 * i) * HOUR),
  }));
}

export const {{ident}}Module: SandboxModule = {
  name: '{{name}}',
  seeds: { [SLICE]: () => perMerchant(seed{{Type}}Rows) },
  // Its calls in the contract (sandbox/contract/): designed here, to be mapped to the real service.
  operations: [
    {
      method: 'GET',
      path: BASE,
      summary: '{{enList}}',
      auth: 'merchant',
      designed: 'added with npm run new-resource: the list as the {{dialect}} dialect asks it',
      query: z.looseObject({
{{#unless bodyIsArray}}
        '{{pageParam}}': z.string().optional(),
        '{{limitParam}}': z.string().optional(),
{{/unless}}
        search: z.string().optional(),
{{#if arraysRepeat}}
        status: z.array(z.string()).optional(),
{{/if}}
{{#unless arraysRepeat}}
        status: z.string().optional(),
{{/unless}}
{{#if sortSingle}}
        '{{sortParam}}': z.string().optional(),
{{/if}}
{{#if sortKeyDir}}
        '{{sortKeyParam}}': z.string().optional(),
        '{{sortDirParam}}': z.string().optional(),
{{/if}}
{{#if sortKeyVal}}
        '{{sortKeyParam}}': z.string().optional(),
        '{{sortValParam}}': z.string().optional(),
{{/if}}
{{#if hasDates}}
        '{{dateFrom}}': z.string().optional(),
        '{{dateTo}}': z.string().optional(),
{{/if}}
      }),
    },
    { method: 'GET', path: `${BASE}/{id}`, summary: 'One record of {{enList}}', auth: 'merchant', designed: 'added with npm run new-resource', errors: [404], check: false },
  ],
  register(app, ctx) {
    const rowsOfShop = (mid: string): {{Type}}[] => rowsOf<{{Type}}>(ctx.store, SLICE, mid);

    app.get(BASE, ctx.requireMerchant, jsonRoute((c, p) => {
{{#unless bodyIsArray}}
      const page = intParam(p, '{{pageParam}}', 1, 1_000_000) ?? 1;
      const limit = intParam(p, '{{limitParam}}', 1, MAX_LIMIT) ?? 20;
{{/unless}}
      const search = p.one('search')?{{#if searchPlus}}.replace(/\+/g, ' '){{/if}}.trim() ?? '';
{{#if arraysComma}}
      const statuses = commaEnum(p, 'status', STATUSES);
{{/if}}
{{#if arraysRepeat}}
      const statuses = repeatedEnum(p, 'status', STATUSES);
{{/if}}
{{#if sortSingle}}
      const sort = signedSort(p, '{{sortParam}}', SORT_KEYS) ?? { key: 'created_at' as const, desc: true };
{{/if}}
{{#if sortKeyDir}}
      const sort = keyDirSort(p, '{{sortKeyParam}}', '{{sortDirParam}}', SORT_KEYS, { key: 'created_at', desc: true });
{{/if}}
{{#if sortKeyVal}}
      const sort = { key: enumParam(p, '{{sortKeyParam}}', SORT_KEYS) ?? 'created_at', desc: enumParam(p, '{{sortValParam}}', ['1', '-1'] as const) !== '1' };
{{/if}}
{{#if datesIso}}
      const from = isoParam(p, '{{dateFrom}}');
      const to = isoParam(p, '{{dateTo}}');
      checkRange('{{dateFrom}}', from, '{{dateTo}}', to);
{{/if}}
{{#if datesDay}}
      const from = dayParam(p, '{{dateFrom}}');
      const to = dayParam(p, '{{dateTo}}');
      checkRange('{{dateFrom}}', from, '{{dateTo}}', to);
{{/if}}
      const all = rowsOfShop(c.get('mid'));
      const rows = all.filter(
        (r) =>
{{#if datesIso}}
          (from === undefined || Date.parse(r.created_at) >= from) &&
          (to === undefined || Date.parse(r.created_at) <= to) &&
{{/if}}
{{#if datesDay}}
          (from === undefined || localDay(r.created_at) >= from) &&
          (to === undefined || localDay(r.created_at) <= to) &&
{{/if}}
          (statuses === undefined || statuses.includes(r.status)) &&
          (search === '' || matchesText(search, r.title)),
      );
{{#if hasSort}}
      const sorted = sortRows(rows, (r) => r[sort.key], sort.desc, (r) => r.id);
{{/if}}
{{#unless hasSort}}
      const sorted = sortRows(rows, (r) => r.created_at, true, (r) => r.id);
{{/unless}}
{{#if bodyIsArray}}
      return sorted;
{{/if}}
{{#unless bodyIsArray}}
      return { {{answerFields}} };
{{/unless}}
    }));

    app.get(`${BASE}/:id`, ctx.requireMerchant, jsonRoute((c) => {
      const id = c.req.param('id') ?? '';
      if (!/^\d{1,12}$/.test(id)) bad('id must be a number');
      return rowsOfShop(c.get('mid')).find((r) => r.id === Number(id)) ?? notFound('{{name}}: no such record');
    }));
  },
};

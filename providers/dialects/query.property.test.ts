import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CrudFilter } from '@refinedev/core';
import { dialects } from './index';
import { buildListQuery } from './query';
import type { Dialect } from './types';

/**
 * Round trip: whatever page, limit and filter values go in, a standard query parser
 * (URLSearchParams) reads back exactly those values from the produced string.
 */

// Distinct field names that no dialect uses for paging or sorting.
const fieldNames = fc.uniqueArray(fc.stringMatching(/^f_[a-z0-9_]{1,8}$/), { minLength: 0, maxLength: 4 });
// Any text, including '&', '=', '+', '%', '#', non-Latin letters and emoji.
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
// Items of a comma list cannot themselves hold a comma.
const listItem = text.filter((s) => !s.includes(','));

type Kind = 'eq' | 'in' | 'contains';
const kinds = fc.constantFrom<Kind>('eq', 'in', 'contains');

interface Case {
  page: number;
  limit: number;
  filters: Array<{ field: string; kind: Kind; value: string | string[] }>;
}

function cases(): fc.Arbitrary<Case> {
  return fieldNames.chain((names) =>
    fc.record({
      page: fc.integer({ min: 1, max: 100000 }),
      limit: fc.integer({ min: 1, max: 1000 }),
      filters: fc.tuple(
        ...names.map((field) =>
          kinds.chain((kind) =>
            (kind === 'in' ? fc.array(listItem, { minLength: 1, maxLength: 4 }) : text).map((value) => ({ field, kind, value })),
          ),
        ),
      ),
    }),
  );
}

/** What the service should read back for one filter in this dialect. */
function expectedValues(dialect: Dialect, kind: Kind, value: string | string[]): string[] {
  if (Array.isArray(value)) return dialect.arrays === 'comma' ? [value.join(',')] : value;
  if (kind !== 'contains') return [value];
  const trimmed = value.trim();
  return [dialect.searchSpaces === 'plus' ? trimmed.replace(/ /g, '+') : trimmed];
}

describe.each(Object.values(dialects))('round trip through URLSearchParams: $name', (dialect) => {
  it('reads back page, limit and every filter value', () => {
    fc.assert(
      fc.property(cases(), ({ page, limit, filters }) => {
        const crud: CrudFilter[] = filters.map(({ field, kind, value }) => ({ field, operator: kind, value }));
        const query = buildListQuery(dialect, { filters: crud, pagination: { currentPage: page, pageSize: limit } });
        const parsed = new URLSearchParams(query);
        expect(parsed.getAll(dialect.paging.page)).toEqual([String(page)]);
        expect(parsed.getAll(dialect.paging.limit)).toEqual([String(limit)]);
        for (const { field, kind, value } of filters) {
          expect(parsed.getAll(field)).toEqual(expectedValues(dialect, kind, value));
        }
        // Nothing else was sent.
        const keys = new Set([dialect.paging.page, dialect.paging.limit, ...filters.map((f) => f.field)]);
        expect(new Set(parsed.keys())).toEqual(keys);
      }),
      { numRuns: 200 },
    );
  });
});

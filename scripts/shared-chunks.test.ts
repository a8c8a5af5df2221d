import { describe, expect, it } from 'vitest';
import { sharedChunks } from './shared-chunks';

const ROOT = '/repo';

/** A module graph from `id: static imports | lazy imports` lines, ids relative to the repo. */
function graph(lines: Record<string, [string[], string[]?]>) {
  const abs = (id: string) => `${ROOT}/${id}`;
  const modules = new Map(Object.entries(lines).map(([id, [imports, lazy = []]]) => [abs(id), { importedIds: imports.map(abs), dynamicallyImportedIds: lazy.map(abs) }]));
  return { getModuleInfo: (id: string) => modules.get(id) ?? (id.includes('node_modules') ? { importedIds: [], dynamicallyImportedIds: [] } : null) };
}

const APP = graph({
  // The entry's graph holds the page table: every page is one of its lazy imports.
  'src/main.tsx': [['src/app/pages.ts'], ['src/app/start-app.tsx']],
  'src/app/pages.ts': [[], ['src/auth/sign-in-page.tsx', 'src/app/admin-app.tsx', 'src/shell/shell-layout.tsx', 'src/orders/list.tsx', 'src/reviews/list.tsx', 'src/engine/list-page.tsx', 'src/orders/details.tsx', 'src/profile/page.tsx']],
  'src/app/start-app.tsx': [['src/app/i18n.ts'], ['src/app/toast-holders.tsx']],
  'src/app/i18n.ts': [[]],
  'src/app/toast-holders.tsx': [['src/format/plain-text.tsx']],
  'src/auth/sign-in-page.tsx': [['src/format/plain-text.tsx', 'src/controls/phone.tsx']],
  'src/controls/phone.tsx': [['node_modules/antd/es/input/index.js']],
  'src/format/plain-text.tsx': [[]],
  'src/format/money.ts': [['src/format/plain-text.tsx']],
  'src/app/admin-app.tsx': [['src/shell/menu.ts', 'src/format/money.ts']],
  'src/shell/shell-layout.tsx': [['src/shell/menu.ts', 'src/orders/keys.ts', 'src/controls/phone.tsx']],
  'src/shell/menu.ts': [[]],
  'src/orders/keys.ts': [[]],
  'src/engine/list-page.tsx': [['src/engine/filters.tsx', 'src/controls/single-select.tsx']],
  'src/engine/filters.tsx': [['node_modules/antd/es/table/index.js']],
  'src/controls/single-select.tsx': [[]],
  'src/orders/list.tsx': [['src/engine/list-page.tsx', 'src/orders/cells.tsx', 'src/orders/keys.ts', 'src/format/money.ts']],
  'src/orders/details.tsx': [['src/orders/cells.tsx', 'src/orders/status.ts', 'src/format/dates.ts', 'src/controls/card.tsx']],
  'src/format/dates.ts': [['node_modules/react/index.js']],
  'src/orders/status-texts.ts': [[]],
  'src/controls/card.tsx': [['node_modules/antd/es/card/index.js']],
  'src/orders/cells.tsx': [['src/orders/status.ts', 'src/orders/status-texts.ts']],
  'src/orders/status.ts': [[]],
  'src/reviews/list.tsx': [['src/engine/list-page.tsx', 'src/reviews/stars.tsx']],
  'src/reviews/stars.tsx': [['src/orders/status-texts.ts']],
  'src/profile/page.tsx': [['src/controls/single-select.tsx', 'src/profile/form.tsx', 'src/format/dates.ts', 'src/controls/card.tsx']],
  'src/profile/form.tsx': [[]],
});

const chunkOf = (() => {
  const name = sharedChunks({
    repoRoot: ROOT,
    entry: 'src/main.tsx',
    start: 'src/app/start-app.tsx',
    signedOut: ['src/auth/sign-in-page.tsx'],
    signedIn: ['src/app/admin-app.tsx', 'src/shell/shell-layout.tsx'],
    anchors: { 'list-engine': 'src/engine/list-page.tsx' },
    everywhere: /node_modules\/react\//,
    platform: ['src/format', 'src/controls'],
  });
  return (id: string) => name(`${ROOT}/${id}`, APP);
})();

describe('sharedChunks', () => {
  it('puts what every signed-in page loads in one chunk, and what every list loads in the list engine', () => {
    expect(chunkOf('src/shell/menu.ts')).toBe('signed-in');
    expect(chunkOf('src/format/money.ts')).toBe('signed-in');
    // The orders list imports it too, but the shell loads it on every page anyway.
    expect(chunkOf('src/orders/keys.ts')).toBe('signed-in');
    expect(chunkOf('src/engine/filters.tsx')).toBe('list-engine');
    // The profile page uses the select alone, and loads the list engine with it.
    expect(chunkOf('src/controls/single-select.tsx')).toBe('list-engine');
  });

  it("gathers what an area's lazy modules share, and leaves a module with one importer to it", () => {
    expect(chunkOf('src/orders/cells.tsx')).toBe('orders-shared');
    expect(chunkOf('src/orders/status.ts')).toBe('orders-shared');
    expect(chunkOf('src/reviews/stars.tsx')).toBeNull();
    expect(chunkOf('src/profile/form.tsx')).toBeNull();
  });

  it('gathers what several areas share, unless it brings a library that not every signed-in page loads', () => {
    expect(chunkOf('src/format/dates.ts')).toBe('admin-shared');
    expect(chunkOf('src/controls/card.tsx')).toBeNull();
    // An area's module other areas use goes with them only: no page loads another area's code.
    expect(chunkOf('src/orders/status-texts.ts')).toBe('shared~orders~reviews');
  });

  it('never groups what a signed-out page runs with signed-in code, nor the lazily loaded modules themselves', () => {
    // The shell shows a phone field too, but the sign-in page must not load the signed-in chunk.
    expect(chunkOf('src/controls/phone.tsx')).toBeNull();
    expect(chunkOf('src/app/pages.ts')).toBeNull();
    for (const lazy of ['src/app/admin-app.tsx', 'src/shell/shell-layout.tsx', 'src/engine/list-page.tsx', 'src/orders/list.tsx', 'src/app/start-app.tsx']) expect(chunkOf(lazy)).toBeNull();
  });

  it("puts the start module's graph, and small modules both sides share, with what every page loads", () => {
    expect(chunkOf('src/app/i18n.ts')).toBe('start');
    // The sign-in page, a toast and the money format use it; it imports nothing else.
    expect(chunkOf('src/format/plain-text.tsx')).toBe('start');
  });

  it('leaves libraries to their own groups', () => {
    expect(chunkOf('node_modules/antd/es/table/index.js')).toBeNull();
  });
});

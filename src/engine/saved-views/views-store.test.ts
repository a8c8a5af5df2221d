import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../providers/session';
import type { UserConfig } from '../../../providers/api/settings-api';
import { createViewsStore, viewsStorageKey, type Owner } from './views-store';
import type { SavedView } from './views-shape';

function fakeServer(initial: UserConfig = { guides: { orders_tour: true }, lang: 'kz' }) {
  let config: UserConfig = structuredClone(initial);
  const server = {
    down: false,
    gets: 0,
    posts: [] as UserConfig[],
    get config() {
      return config;
    },
    api: {
      getConfig: async () => {
        server.gets += 1;
        if (server.down) throw new Error('network');
        return structuredClone(config);
      },
      saveConfig: async (next: UserConfig) => {
        if (server.down) throw new Error('network');
        server.posts.push(structuredClone(next));
        config = structuredClone(next);
        return config;
      },
    },
  };
  return server;
}

const view = (id: string, name: string, over: Partial<SavedView> = {}): SavedView => ({
  id,
  name,
  filters: [{ field: 'status', operator: 'in', value: ['waiting_confirmation'] }],
  sorters: [{ field: 'created_at', order: 'desc' }],
  page_size: 20,
  ...over,
});

function setup(server = fakeServer(), who: Owner = { mid: 'm-1001', tdid: 'u-1' }, storage = createMemoryStorage()) {
  const owner = { ...who };
  const store = createViewsStore({ api: server.api, owner: () => owner, storage });
  return { store, server, storage, owner };
}

describe('saved views store', () => {
  it('saves a view to the config under the store, keeping the rest of the config', async () => {
    const { store, server } = setup();
    await store.load();
    expect(await store.save('orders', view('v1', ' Утро '))).toEqual({ kind: 'saved' });
    expect(server.config).toEqual({ guides: { orders_tour: true }, lang: 'kz', list_views: { 'm-1001': { orders: [view('v1', 'Утро')] } } });
    expect(store.snapshot().views.orders.map((v) => v.name)).toEqual(['Утро']);
  });

  it('keeps other stores’ views, and shows only this store’s', async () => {
    const server = fakeServer({ guides: {}, list_views: { 'm-1002': { orders: [view('x', 'Чужой')] } } });
    const { store } = setup(server);
    await store.load();
    expect(store.snapshot().views).toEqual({});
    await store.save('orders', view('v1', 'Мой'));
    expect((server.config.list_views as Record<string, unknown>)['m-1002']).toEqual({ orders: [view('x', 'Чужой')] });
  });

  it('renames, refusing an empty, a too long or a taken name before sending anything', async () => {
    const { store, server } = setup();
    await store.load();
    await store.save('orders', view('v1', 'Утро'));
    await store.save('orders', view('v2', 'Вечер'));
    const posts = server.posts.length;
    expect(await store.rename('orders', 'v1', '  ')).toEqual({ kind: 'refused', reason: 'empty' });
    expect(await store.rename('orders', 'v1', 'я'.repeat(61))).toEqual({ kind: 'refused', reason: 'tooLong' });
    expect(await store.rename('orders', 'v1', 'вечер')).toEqual({ kind: 'refused', reason: 'nameTaken' });
    expect(server.posts).toHaveLength(posts);
    expect(await store.rename('orders', 'v1', 'я'.repeat(60))).toEqual({ kind: 'saved' });
    expect(server.posts).toHaveLength(posts + 1);
    expect(store.snapshot().views.orders[0].name).toBe('я'.repeat(60));
  });

  it('deletes a view; the last one leaves the list with none', async () => {
    const { store, server } = setup();
    await store.load();
    await store.save('orders', view('v1', 'Утро'));
    await store.save('refunds', view('r1', 'Новые'));
    await store.remove('orders', 'v1');
    expect(store.snapshot().views).toEqual({ refunds: [view('r1', 'Новые')] });
    expect((server.config.list_views as Record<string, unknown>)['m-1001']).toEqual({ refunds: [view('r1', 'Новые')] });
    expect(await store.remove('orders', 'v1')).toEqual({ kind: 'refused', reason: 'missing' });
  });

  it('keeps one default per list, and can leave the list with none', async () => {
    const { store } = setup();
    await store.load();
    await store.save('orders', view('v1', 'Утро', { is_default: true }));
    await store.save('orders', view('v2', 'Вечер', { is_default: true }));
    expect(store.defaultView('orders')?.id).toBe('v2');
    expect(store.snapshot().views.orders.filter((v) => v.is_default)).toHaveLength(1);
    await store.setDefault('orders', 'v1');
    expect(store.defaultView('orders')?.id).toBe('v1');
    await store.setDefault('orders', null);
    expect(store.defaultView('orders')).toBeUndefined();
  });

  it('refuses a 21st view in one list', async () => {
    const { store } = setup();
    await store.load();
    for (let i = 0; i < 20; i += 1) expect((await store.save('orders', view(`v${i}`, `Вид ${i}`))).kind).toBe('saved');
    expect(await store.save('orders', view('v20', 'Ещё'))).toEqual({ kind: 'refused', reason: 'tooMany' });
  });

  it('sends one request for a double click, and one more for changes made while it is on its way', async () => {
    const { store, server } = setup();
    await store.load();
    const first = store.save('orders', view('v1', 'Утро'));
    const second = store.save('orders', view('v1', 'Утро'));
    await Promise.all([first, second]);
    expect(server.posts).toHaveLength(1);
    const a = store.save('orders', view('v2', 'Вечер'));
    const b = store.save('orders', view('v3', 'Ночь'));
    const c = store.rename('orders', 'v3', 'Полночь');
    await Promise.all([a, b, c]);
    expect(server.posts).toHaveLength(3);
    expect(store.snapshot().views.orders.map((v) => v.name)).toEqual(['Утро', 'Вечер', 'Полночь']);
    expect(server.config.list_views).toEqual({ 'm-1001': { orders: store.snapshot().views.orders } });
  });

  it('falls back to this browser when the config call fails, and sends the views when it is back', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer();
    const { store } = setup(server, undefined, storage);
    await store.load();
    server.down = true;
    const outcome = await store.save('orders', view('v1', 'Утро', { is_default: true }));
    expect(outcome.kind).toBe('local');
    expect(store.snapshot().localOnly).toBe(true);
    expect(store.snapshot().views.orders.map((v) => v.name)).toEqual(['Утро']);

    // A new page (another store instance) in this browser, the server still down: the views and the default are there.
    const offline = setup(server, undefined, storage).store;
    expect(offline.defaultView('orders')?.name).toBe('Утро');
    await offline.load();
    expect(offline.snapshot()).toMatchObject({ status: 'ready', localOnly: true });
    const gets = server.gets;
    await offline.load(); // the next list asks again
    expect(server.gets).toBe(gets + 1);

    // The server back: the next load sends what was kept here.
    server.down = false;
    const back = setup(server, undefined, storage).store;
    await back.load();
    expect(server.config.list_views).toEqual({ 'm-1001': { orders: [view('v1', 'Утро', { is_default: true })] } });
    expect(back.snapshot().localOnly).toBe(false);
    expect(JSON.parse(storage.getItem(viewsStorageKey({ mid: 'm-1001', tdid: 'u-1' }))!).unsynced).toBe(false);
  });

  it('starts afresh for another store or person: views never cross', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer();
    const { store, owner } = setup(server, undefined, storage);
    await store.load();
    await store.save('orders', view('v1', 'Утро', { is_default: true }));
    owner.mid = 'm-1002';
    expect(store.snapshot().views).toEqual({});
    expect(store.defaultView('orders')).toBeUndefined();
    await store.load();
    expect(store.snapshot().views).toEqual({});
    owner.mid = 'm-1001';
    expect(store.defaultView('orders')?.id).toBe('v1');
  });

  it('reads only well-formed views from the config', async () => {
    const server = fakeServer({ guides: {}, list_views: { 'm-1001': { orders: [view('v1', 'Утро'), { id: 'bad' }, 'x'], refunds: 'x' } } });
    const { store } = setup(server);
    await store.load();
    expect(store.snapshot().views).toEqual({ orders: [view('v1', 'Утро')] });
  });
});

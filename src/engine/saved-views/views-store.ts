import type { SettingsApi } from '../../../providers/api/settings-api';
import { MAX_VIEW_NAME, MAX_VIEWS_PER_LIST, readStoreViews, storeViewsOf, withStoreViews, type SavedView, type StoreViews } from './views-shape';

/**
 * The saved views of the signed-in person's lists in the current store. The server copy is the
 * user config (views-shape.ts); a copy per person and store is kept in this browser too, so a
 * list knows its default view the moment it opens, and so nothing is lost when the config call
 * fails: the views then live here ("kept in this browser only"), and go to the server with the
 * next change or the next load that reaches it.
 *
 * A change shows at once and is sent as one read-modify-write of the config; changes made while
 * a write is on its way go in one more write after it, and a change that changes nothing (a
 * double click) sends nothing.
 */
export interface ViewsState {
  status: 'idle' | 'loading' | 'ready';
  views: StoreViews;
  /** The server could not be reached for the last load or save: the views are kept in this browser only. */
  localOnly: boolean;
}

export type Refusal = 'empty' | 'tooLong' | 'nameTaken' | 'tooMany' | 'missing';
/** What a change came to: kept on the server; refused before anything was sent; or kept in this browser only. */
export type Outcome = { kind: 'saved' } | { kind: 'refused'; reason: Refusal } | { kind: 'local'; error: unknown };

export interface Owner {
  mid?: string;
  tdid?: string;
}

export interface ViewsStoreDeps {
  api: Pick<SettingsApi, 'getConfig' | 'saveConfig'>;
  owner: () => Owner;
  storage?: Storage;
}

interface Mirror {
  views: StoreViews;
  /** Changed here since the server last took them. */
  unsynced: boolean;
}

export const viewsStorageKey = (owner: Required<Owner>) => `partner.views.${owner.tdid}.${owner.mid}`;
const ownerKey = (o: Owner) => (o.mid && o.tdid ? viewsStorageKey(o as Required<Owner>) : undefined);
const EMPTY: ViewsState = { status: 'idle', views: {}, localOnly: false };

export function createViewsStore({ api, owner, storage }: ViewsStoreDeps) {
  let state: ViewsState = EMPTY;
  let shownFor: string | undefined;
  const listeners = new Set<() => void>();
  let loading: Promise<void> | undefined;
  let writing: Promise<Outcome> | undefined;
  let again = false;
  /** The views the server holds as far as we know (JSON), so an unchanged state is not sent. */
  let serverCopy: string | undefined;

  const set = (next: Partial<ViewsState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  const readMirror = (key: string): Mirror | undefined => {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return undefined;
      const parsed = JSON.parse(raw) as { views?: unknown; unsynced?: unknown };
      return { views: readStoreViews(parsed.views), unsynced: parsed.unsynced === true };
    } catch {
      return undefined;
    }
  };
  const writeMirror = (key: string, mirror: Mirror) => {
    try {
      storage?.setItem(key, JSON.stringify(mirror));
    } catch {
      /* storage full or blocked: the server copy is the one kept */
    }
  };

  /** The state belongs to the person and store signed in now; another one starts afresh. */
  const current = (): string | undefined => {
    const key = ownerKey(owner());
    if (key !== shownFor) {
      shownFor = key;
      loading = undefined;
      serverCopy = undefined;
      const mirror = key ? readMirror(key) : undefined;
      state = { ...EMPTY, views: mirror?.views ?? {} };
    }
    return key;
  };

  async function send(key: string): Promise<Outcome> {
    const { mid } = owner() as Required<Owner>;
    const views = state.views;
    const json = JSON.stringify(views);
    if (json === serverCopy) return { kind: 'saved' };
    try {
      const config = await api.getConfig();
      await api.saveConfig(withStoreViews(config, mid, views));
      serverCopy = json;
      if (shownFor === key) {
        writeMirror(key, { views: state.views, unsynced: JSON.stringify(state.views) !== json });
        if (state.localOnly) set({ localOnly: false });
      }
      return { kind: 'saved' };
    } catch (error) {
      if (shownFor === key) set({ localOnly: true });
      return { kind: 'local', error };
    }
  }

  /** One write at a time; changes during it go in one more write after it. */
  function sync(key: string): Promise<Outcome> {
    if (writing) {
      again = true; // the write on its way sends once more, with this change
      return writing;
    }
    const run = (async () => {
      let outcome = await send(key);
      while (again && shownFor === key) {
        again = false;
        outcome = await send(key);
      }
      return outcome;
    })();
    writing = run.finally(() => {
      writing = undefined;
      if (again && shownFor === key) {
        again = false;
        void sync(key);
      }
    });
    return writing;
  }

  function change(resource: string, next: SavedView[]): Promise<Outcome> {
    const key = current();
    if (!key) return Promise.resolve({ kind: 'refused', reason: 'missing' });
    const views = { ...state.views, [resource]: next };
    if (next.length === 0) delete views[resource];
    set({ views });
    writeMirror(key, { views, unsynced: true });
    return sync(key);
  }

  const listOf = (resource: string) => state.views[resource] ?? [];
  const nameRefusal = (resource: string, name: string, id?: string): Refusal | undefined => {
    const trimmed = name.trim();
    if (trimmed === '') return 'empty';
    if (trimmed.length > MAX_VIEW_NAME) return 'tooLong';
    if (listOf(resource).some((v) => v.id !== id && v.name.trim().toLowerCase() === trimmed.toLowerCase())) return 'nameTaken';
    return undefined;
  };
  const refused = (reason: Refusal): Promise<Outcome> => Promise.resolve({ kind: 'refused', reason });
  const withDefault = (views: SavedView[], id: string | null) =>
    views.map((v) => {
      const { is_default: _, ...rest } = v;
      return v.id === id ? { ...rest, is_default: true } : rest;
    });

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot(): ViewsState {
      current();
      return state;
    },
    /** Reads the server copy once per person and store; a copy changed here while offline is sent now. */
    load(): Promise<void> {
      const key = current();
      if (!key || loading) return loading ?? Promise.resolve();
      const { mid } = owner() as Required<Owner>;
      set({ status: 'loading' });
      loading = (async () => {
        try {
          const config = await api.getConfig();
          if (shownFor !== key) return;
          const server = storeViewsOf(config, mid);
          serverCopy = JSON.stringify(server);
          const mirror = readMirror(key);
          if (mirror?.unsynced) {
            set({ status: 'ready', views: mirror.views, localOnly: false });
            await sync(key);
          } else {
            writeMirror(key, { views: server, unsynced: false });
            set({ status: 'ready', views: server, localOnly: false });
          }
        } catch {
          if (shownFor !== key) return;
          loading = undefined; // the next list that opens asks again
          set({ status: 'ready', localOnly: true });
        }
      })();
      return loading;
    },
    /** The list's default view, known at once (this browser's copy until the server's arrives). */
    defaultView(resource: string): SavedView | undefined {
      current();
      return listOf(resource).find((v) => v.is_default);
    },
    nameRefusal,
    /** Adds the view, or replaces the one of the same id (a second click of the same save changes nothing). */
    save(resource: string, view: SavedView): Promise<Outcome> {
      current();
      const name = view.name.trim();
      const why = nameRefusal(resource, name, view.id);
      if (why) return refused(why);
      const list = listOf(resource);
      const exists = list.some((v) => v.id === view.id);
      if (!exists && list.length >= MAX_VIEWS_PER_LIST) return refused('tooMany');
      const saved = { ...view, name };
      const next = exists ? list.map((v) => (v.id === view.id ? saved : v)) : [...list, saved];
      return change(resource, view.is_default ? withDefault(next, view.id) : next);
    },
    rename(resource: string, id: string, name: string): Promise<Outcome> {
      current();
      const why = nameRefusal(resource, name, id);
      if (why) return refused(why);
      if (!listOf(resource).some((v) => v.id === id)) return refused('missing');
      return change(resource, listOf(resource).map((v) => (v.id === id ? { ...v, name: name.trim() } : v)));
    },
    remove(resource: string, id: string): Promise<Outcome> {
      current();
      if (!listOf(resource).some((v) => v.id === id)) return refused('missing');
      return change(resource, listOf(resource).filter((v) => v.id !== id));
    },
    /** Makes the view the list's default, or (null) leaves the list with none. */
    setDefault(resource: string, id: string | null): Promise<Outcome> {
      current();
      if (id !== null && !listOf(resource).some((v) => v.id === id)) return refused('missing');
      return change(resource, withDefault(listOf(resource), id));
    },
  };
}

export type ViewsStore = ReturnType<typeof createViewsStore>;

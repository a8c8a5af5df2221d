import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunksLoadedWith } from './chunk-graph.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export interface SharedChunksOptions {
  repoRoot: string;
  /** The app's entry: its static graph holds the page tables (every page's lazy import). */
  entry: string;
  /** The lazy module every page loads, the React half of the start (its own chunk stays). */
  start: string;
  /** The signed-out pages. */
  signedOut: string[];
  /** The lazy modules every signed-in page loads (the admin part and the shell). */
  signedIn: string[];
  /** Chunks named after a lazy module that many pages load: its own code goes there whole. */
  anchors: Record<string, string>;
  /** The libraries every page loads (the framework chunk). */
  everywhere: RegExp;
  /** Folders (or files) of code that belongs to no area: formats, controls, the engine, the shell, http. */
  platform: string[];
}

/**
 * Fewer files for a signed-in page: our own modules in a few chunks, not one chunk per
 * combination of the lazy modules that import them.
 *
 * By default the bundler gives every distinct set of lazy roots (route screens, row parts,
 * dialogs) that reaches a module its own chunk, so /orders fetched some forty of our chunks of
 * 0.1–5 KB (money, use-now, single-select…): each request costs the main thread time in the
 * browser's loader, whatever its size (docs/performance.md). Here, of the modules that no
 * signed-out page runs and that are not themselves loaded lazily:
 * - those a `signedIn` module reaches go to `signed-in`: every signed-in page loads them anyway;
 * - those an anchor reaches (the generic list page) go to the anchor's chunk, `list-engine`:
 *   every list loads them anyway, and a page that uses a few of them (a form's select) loads
 *   the rest too;
 * - those two or more lazy modules of one area share go to `<area>-shared` (src/<area>,
 *   resources/<area>); those of several areas, when they bring no library beyond the
 *   framework, to `admin-shared` (the platform's) or to one chunk per set of areas (an area's);
 *   any other module stays where the bundler puts it.
 * Modules a signed-out page can run are left alone, so the sign-in pages never load a
 * signed-in chunk.
 *
 * The signed-out side is the entry's static graph, and the static graphs of the start module
 * and the signed-out pages with what they import lazily, except through the entry's graph:
 * that holds the page tables (page-loaders, the descriptors), which import every page.
 */
export function sharedChunks(options: SharedChunksOptions) {
  const path = (file: string) => resolve(options.repoRoot, file);
  const entryId = path(options.entry);
  const ownPrefix = path('.') + '/';
  const own = (id: string) => id.startsWith(ownPrefix) && !id.includes('/node_modules/');
  const areaOf = (id: string) => id.slice(ownPrefix.length).split('/')[1] ?? ''; // src/<area>/…, resources/<area>/…
  let cache: { key: object; names: Map<string, string> } | undefined;

  function plan(graph: ModuleGraph): Map<string, string> {
    const info = (id: string) => graph.getModuleInfo(id);
    const staticGraph = (root: string) => {
      const seen = new Set<string>([root]);
      for (const id of seen) for (const next of info(id)?.importedIds ?? []) seen.add(next);
      return seen;
    };
    const entryGraph = staticGraph(entryId);
    const signedOut = new Set(entryGraph);
    const pendingOut = [options.start, ...options.signedOut].map(path);
    for (let root = pendingOut.pop(); root; root = pendingOut.pop()) {
      for (const id of staticGraph(root)) {
        if (signedOut.has(id) && id !== root) continue;
        signedOut.add(id);
        if (!entryGraph.has(id)) pendingOut.push(...(info(id)?.dynamicallyImportedIds ?? []).filter((next) => !signedOut.has(next)));
      }
    }
    // Every lazy root, and for each module the roots that reach it without crossing an import().
    const reachedBy = new Map<string, string[]>();
    const roots = new Set<string>();
    const pending = [entryId];
    for (let root = pending.pop(); root; root = pending.pop()) {
      if (roots.has(root)) continue;
      roots.add(root);
      for (const id of staticGraph(root)) {
        const by = reachedBy.get(id);
        if (by) by.push(root);
        else reachedBy.set(id, [root]);
        pending.push(...(info(id)?.dynamicallyImportedIds ?? []));
      }
    }
    // A lazily loaded module keeps its own chunk: grouping one with its static dependencies
    // left apart broke its namespace import in this Rolldown (includeDependenciesRecursively: false).
    const names = new Map<string, string>();
    const claim = (ids: Iterable<string>, name: string, signedOutToo = false) => {
      for (const id of ids) {
        if (own(id) && !roots.has(id) && !entryGraph.has(id) && (signedOutToo || !signedOut.has(id)) && !names.has(id)) names.set(id, name);
      }
    };
    claim(staticGraph(path(options.start)), 'start', true);
    // What both sides share (a plain text, the money format) joins `start` when all it imports
    // is our own or already on every page: a few KB more for the signed-out pages, a dozen
    // files fewer for the signed-in ones.
    const everyPage = new Set([...entryGraph, ...staticGraph(path(options.start))]);
    const light = (id: string) => [...staticGraph(id)].every((dep) => everyPage.has(dep) || (own(dep) && !roots.has(dep)));
    for (const [id, by] of reachedBy) if (by.length > 1 && signedOut.has(id) && light(id)) claim([id], 'start', true);
    claim(options.signedIn.flatMap((root) => [...staticGraph(path(root))]), 'signed-in');
    for (const [name, anchor] of Object.entries(options.anchors)) claim(staticGraph(path(anchor)), name);
    for (const [id, by] of reachedBy) {
      const areas = new Set(by.map(areaOf));
      if (by.length > 1 && areas.size === 1) claim([id], `${[...areas][0]}-shared`);
    }
    // What several areas share and imports no library beyond the framework (an import from
    // 'antd' cannot tell which components it takes: the barrel imports them all), so no page
    // gets a library chunk it would not have loaded: the platform's modules (the money format,
    // the error texts) go to `admin-shared`, a few KB a page may not run; an area's modules
    // that other areas use (the products' texts, the address form) to one chunk per set of
    // areas, so that no page loads another area's code.
    const pure = new Map<string, boolean>();
    const isPure = (id: string): boolean => {
      if (!pure.has(id)) {
        pure.set(id, false);
        pure.set(id, own(id) ? !roots.has(id) && (info(id)?.importedIds ?? []).every((dep) => (own(dep) ? isPure(dep) : options.everywhere.test(dep))) : false);
      }
      return pure.get(id)!;
    };
    const platform = options.platform.map(path);
    const inPlatform = (id: string) => platform.some((folder) => id === folder || id.startsWith(folder + '/'));
    for (const [id, by] of reachedBy) {
      if (by.length > 1 && isPure(id)) claim([id], inPlatform(id) ? 'admin-shared' : `shared~${[...new Set(by.map(areaOf))].sort().join('~')}`);
    }
    return names;
  }

  /** A code-splitting group's name function: the chunk of a module, or null to leave it. */
  return (id: string, graph: ModuleGraph): string | null => {
    const key = graph.getModuleInfo(entryId);
    if (!key) return null;
    if (cache?.key !== key) cache = { key, names: plan(graph) };
    return cache.names.get(id) ?? null;
  };
}

/**
 * Fails the build when one of `pages` (what every page loads, the sign-in page) would load, with
 * its static imports, a chunk only signed-in pages need: `sharedChunks` puts what both sides
 * share in `start`, and judges that from module graphs in which an import from 'antd' reaches
 * every component.
 */
export function signedOutPagesStayLean(repoRoot: string, pages: string[], signedInChunk: RegExp): Plugin {
  return {
    name: 'partner:signed-out-pages-stay-lean',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const page of pages) {
        const loaded = chunksLoadedWith(bundle, resolve(repoRoot, page));
        if (!loaded) this.error(`signed-out-pages-stay-lean: no chunk holds ${page}`);
        const wrong = [...loaded].filter((file) => bundle[file]?.type === 'chunk' && signedInChunk.test(bundle[file].name));
        if (wrong.length) this.error(`signed-out-pages-stay-lean: ${page} would load ${wrong.join(', ')} (a module of 'start' imports what only signed-in pages load; see scripts/shared-chunks.ts)`);
      }
    },
  };
}

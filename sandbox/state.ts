import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fdatasync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * The sandbox's state: one JSON document of named slices, each owned by one module and
 * seeded deterministically. `reset()` restores the seed.
 *
 * Durability (issue 28): an acknowledged write is on disk before its answer leaves.
 * - Beside the state file, an append-only journal (`state.json.journal`, JSON lines): its
 *   first line names the state file it continues (sha1 of its bytes), then one record per
 *   write request, `{"ops": [...]}` (`Op`: set or delete a slice, a key of an object slice
 *   or a row of an array; rows added at an array's end or start), appended in one write
 *   call and fdatasync'ed before the answer: `scope()`, the app's outermost middleware,
 *   writes it when the request called `save()`; a save outside a request (or from a timer
 *   a finished request started) writes at once. All of it is synchronous, so records are in
 *   the order the changes were made, whatever the interleaving of async handlers.
 * - What changed: modules mutate slices in place, so the store remembers which slices a
 *   request read (`slice()` in the request's AsyncLocalStorage scope, which timers started
 *   by the request inherit) and compares each one's JSON, key by key and row by row, to the
 *   baseline last made durable (taken when the slice is first read after the start or a
 *   compaction). A save with no scope compares every slice read since.
 * - On start the journal is replayed over the state file; a torn last record (a kill
 *   mid-append) is ignored with a warning and cut off before the next append.
 * - Compaction (on `flush()`/`close()` at shutdown, `reset()`, and once the journal outgrows
 *   `compactAtBytes` and twice the state file): the whole state written atomically (temp
 *   file, fsync, rename), then a fresh journal naming it (same way), then the folder
 *   fsync'ed. A journal that names other bytes than the state file (a kill between the two
 *   renames, or a state file replaced by hand) is not replayed: the state file holds all
 *   of it, or is the one someone chose.
 */
export type SliceSeeds = Record<string, () => unknown>;

export interface Store {
  /** The slice owned by a module; created from its seed on first use. */
  slice<T>(name: string): T;
  /** Marks a change to persist: in a request, journaled before its answer; elsewhere at once. */
  save(): void;
  /** Drops all state and re-seeds every slice (written at once). */
  reset(): void;
  /** Compacts now: the whole state into the state file, a fresh journal (shutdown, tests). */
  flush(): void;
  /** Compacts and closes the journal (shutdown); a later write reopens it. */
  close(): void;
  /**
   * Runs one request: slices it reads are watched, and if it (or anything it awaits) calls
   * `save()`, the changed ones are journaled and synced before the returned promise settles.
   */
  scope<T>(fn: () => Promise<T>): Promise<T>;
}

export interface StoreOptions {
  /** Where warnings go (default console.warn). */
  warn?: (message: string) => void;
  /** Compact when the journal is larger than this many bytes and than twice the state file (default 16 MB). */
  compactAtBytes?: number;
}

/** Where a state file that does not parse is kept aside: `state.json.corrupt-2026-11-25T10-00-00-000Z`. */
export function corruptCopyName(file: string, at: Date): string {
  return `${file}.corrupt-${at.toISOString().replace(/[:.]/g, '-')}`;
}

/** The journal beside a state file. */
export const journalName = (file: string): string => `${file}.journal`;

interface Scope {
  touched: Set<string>;
  saved: boolean;
  /** The request has answered: later saves (timers it started) write at once. */
  done: boolean;
}

/**
 * A slice as the journal sees it: an object slice per key, an array (the slice itself or a
 * key's value) per element, so a record holds the rows that changed, not the whole slice.
 */
type Node =
  | { kind: 'leaf'; json: string }
  | { kind: 'array'; items: string[] }
  | { kind: 'object'; keys: Map<string, Node> };

function nodeOf(value: unknown, depth: number): Node | undefined {
  if (Array.isArray(value) && depth <= 1) return { kind: 'array', items: value.map((v) => JSON.stringify(v) ?? 'null') };
  if (depth === 0 && value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = new Map<string, Node>();
    for (const [k, v] of Object.entries(value)) {
      const node = nodeOf(v, 1);
      if (node) keys.set(k, node);
    }
    return { kind: 'object', keys };
  }
  const json = JSON.stringify(value);
  return json === undefined ? undefined : { kind: 'leaf', json };
}

function textOf(node: Node): string {
  if (node.kind === 'leaf') return node.json;
  if (node.kind === 'array') return `[${node.items.join(',')}]`;
  return `{${[...node.keys].map(([k, n]) => `${JSON.stringify(k)}:${textOf(n)}`).join(',')}}`;
}

/** Journal operations (`Op`) turning `before` into `after` at `path`. */
function diff(path: Array<string | number>, before: Node | undefined, after: Node, ops: string[]): void {
  const set = (p: Array<string | number>, text: string) => ops.push(`{"p":${JSON.stringify(p)},"v":${text}}`);
  if (before?.kind === 'object' && after.kind === 'object') {
    for (const [k, node] of after.keys) diff([...path, k], before.keys.get(k), node, ops);
    for (const k of before.keys.keys()) if (!after.keys.has(k)) ops.push(`{"p":${JSON.stringify([...path, k])},"d":1}`);
    return;
  }
  if (before?.kind === 'array' && after.kind === 'array' && before.items.length === after.items.length) {
    const changed: number[] = [];
    for (let i = 0; i < after.items.length; i++) if (after.items[i] !== before.items[i]) changed.push(i);
    // A few rows edited in place: those rows; a row added or removed shifts them all: the whole array.
    if (changed.length * 4 <= after.items.length) {
      for (const i of changed) set([...path, i], after.items[i]);
      return;
    }
  }
  if (before?.kind === 'array' && after.kind === 'array' && after.items.length > before.items.length) {
    // Rows added at the end (a create) or at the start (newest first), the others untouched.
    const added = after.items.length - before.items.length;
    const items = (from: number, to: number) => `[${after.items.slice(from, to).join(',')}]`;
    if (before.items.every((item, i) => item === after.items[i])) {
      ops.push(`{"p":${JSON.stringify(path)},"push":${items(before.items.length, after.items.length)}}`);
      return;
    }
    if (before.items.every((item, i) => item === after.items[i + added])) {
      ops.push(`{"p":${JSON.stringify(path)},"unshift":${items(0, added)}}`);
      return;
    }
  }
  if (before?.kind === 'leaf' && after.kind === 'leaf' && before.json === after.json) return;
  set(path, textOf(after));
}

/** One journal operation: set `v` at `p`, delete `p`, or add rows to the array at `p`. */
interface Op {
  p: Array<string | number>;
  v?: unknown;
  d?: 1;
  push?: unknown[];
  unshift?: unknown[];
}

/** Applies one journal operation to the state. */
function apply(data: Record<string, unknown>, op: Op): void {
  let target = data as Record<string | number, unknown>;
  for (const step of op.p.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  const last = op.p[op.p.length - 1];
  if (op.push) (target[last] as unknown[]).push(...op.push);
  else if (op.unshift) (target[last] as unknown[]).unshift(...op.unshift);
  else if (op.d) delete target[last];
  else target[last] = op.v;
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

export function createStore(seeds: SliceSeeds, file?: string, opts: StoreOptions = {}): Store {
  const warn = opts.warn ?? ((message: string) => console.warn(message));
  const compactAtBytes = opts.compactAtBytes ?? 16 * 1024 * 1024;
  const journal = file ? journalName(file) : undefined;
  const scopes = new AsyncLocalStorage<Scope>();
  /** The JSON last made durable of each slice (state file or journal). */
  const written = new Map<string, Node>();
  /** Slices loaded from disk and not read since: unchanged, their baseline not taken yet. */
  const unread = new Set<string>();
  let data: Record<string, unknown> = {};
  let fd: number | undefined;
  let journalBytes = 0;
  let stateBytes = 0;
  let compactQueued = false;
  /** Records written to the journal, and how many of them are known synced (group commit). */
  let writtenSeq = 0;
  let syncedSeq = 0;
  let syncing: Promise<void> | undefined;

  function readState(): { text: string; data: Record<string, unknown> } {
    if (!file || !existsSync(file)) return { text: '', data: {} };
    const text = readFileSync(file, 'utf8');
    try {
      return { text, data: JSON.parse(text) as Record<string, unknown> };
    } catch (error) {
      // Never overwrite what someone may want to look at: keep it aside, say so, reseed.
      const at = new Date();
      const aside = corruptCopyName(file, at);
      renameSync(file, aside);
      if (journal && existsSync(journal)) renameSync(journal, corruptCopyName(journal, at));
      warn(`sandbox: state file ${file} does not parse (${error instanceof Error ? error.message : String(error)}); kept as ${aside}, starting from the seed`);
      return { text: '', data: {} };
    }
  }

  /**
   * Applies the journal's records if it continues the state file whose sha1 is `base`.
   * `fresh`: no journal for this state file (start one); `bad`: a record in the middle does
   * not replay (keep the journal aside, compact); otherwise the bytes of the whole records,
   * to cut a torn last one (a kill mid-append) off before appending again.
   */
  function replay(base: string): 'fresh' | 'bad' | { goodBytes: number } {
    if (!journal || !existsSync(journal)) return 'fresh';
    const bytes = readFileSync(journal);
    const goodBytes = bytes.lastIndexOf(0x0a) + 1;
    const lines = bytes.subarray(0, goodBytes).toString('utf8').split('\n');
    lines.pop();
    let header: { base?: unknown } | undefined;
    try {
      header = JSON.parse(lines[0] ?? '') as { base?: unknown };
    } catch {
      header = undefined;
    }
    // No header (killed while it was written) or another state file's journal (killed between
    // the state file's rename and the new journal's, or a state file put back by hand): the
    // state file holds everything acknowledged.
    if (header?.base !== base) return 'fresh';
    for (let i = 1; i < lines.length; i++) {
      try {
        const record = JSON.parse(lines[i]) as { ops: Op[] };
        for (const op of record.ops) apply(data, op);
      } catch (error) {
        warn(`sandbox: journal ${journal}: record ${i} cannot be replayed (${error instanceof Error ? error.message : String(error)}); it and the ${lines.length - 1 - i} after it are ignored`);
        return 'bad';
      }
    }
    if (goodBytes < bytes.length) {
      warn(`sandbox: journal ${journal}: ignored a torn last record (${bytes.length - goodBytes} bytes) after ${lines.length - 1} whole ones`);
    }
    return { goodBytes };
  }

  function syncDir(path: string): void {
    try {
      const dirFd = openSync(dirname(path), 'r');
      try {
        fsyncSync(dirFd);
      } finally {
        closeSync(dirFd);
      }
    } catch {
      // Not every platform can fsync a folder; the rename is still atomic.
    }
  }

  function writeAtomically(path: string, text: string): void {
    const tmp = `${path}.${process.pid}.tmp`;
    const tmpFd = openSync(tmp, 'w');
    try {
      writeSync(tmpFd, text);
      fsyncSync(tmpFd);
    } finally {
      closeSync(tmpFd);
    }
    renameSync(tmp, path);
  }

  let closed = false;

  function closeJournal(): void {
    if (fd === undefined) return;
    const old = fd;
    fd = undefined;
    // A sync still running on it closes it when done (the number must not be reused under it).
    if (syncing) void syncing.catch(() => undefined).then(() => closeSync(old));
    else closeSync(old);
  }

  /**
   * Group commit: resolves once every record written so far is synced. One fdatasync (off the
   * event loop) covers all the requests that wrote while the previous one ran.
   */
  async function durable(): Promise<void> {
    const target = writtenSeq;
    while (syncedSeq < target) {
      if (!syncing) {
        const upTo = writtenSeq;
        const syncFd = fd;
        syncing = new Promise<void>((resolve, reject) => {
          if (syncFd === undefined) {
            // Compacted meanwhile (the state file is fsync'ed) or nothing open.
            syncedSeq = Math.max(syncedSeq, upTo);
            return resolve();
          }
          fdatasync(syncFd, (error) => {
            if (error) return reject(error);
            syncedSeq = Math.max(syncedSeq, upTo);
            resolve();
          });
        }).finally(() => {
          syncing = undefined;
        });
      }
      await syncing;
    }
  }

  /** The whole state into the state file, then a fresh journal naming it. */
  function compact(): void {
    compactQueued = false;
    written.clear();
    // Baselines are taken again when each slice is next read (one native stringify here, not one per row).
    unread.clear();
    for (const name of Object.keys(data)) unread.add(name);
    if (!file || !journal || closed) return;
    const text = JSON.stringify(data);
    mkdirSync(dirname(file), { recursive: true });
    closeJournal();
    writeAtomically(file, text);
    const header = `${JSON.stringify({ journal: 1, base: sha1(text) })}\n`;
    writeAtomically(journal, header);
    syncDir(file);
    syncedSeq = writtenSeq;
    stateBytes = Buffer.byteLength(text);
    journalBytes = Buffer.byteLength(header);
  }

  /**
   * Appends one record of what changed in the slices among `names`, synced before it returns.
   * A slice not read since the last compaction (or the start) is unchanged, unless `held`: a
   * request read it before the compaction and may have changed it since; it is written whole.
   */
  function journalChanges(names: Iterable<string>, held: boolean, inRequest = false): void {
    const ops: string[] = [];
    for (const name of names) {
      if (!(name in data) || (unread.has(name) && !held)) continue;
      unread.delete(name);
      const node = nodeOf(data[name], 0);
      if (!node) continue;
      diff([name], written.get(name), node, ops);
      written.set(name, node);
    }
    if (!ops.length || !journal || closed) return;
    const record = `{"ops":[${ops.join(',')}]}\n`;
    fd ??= openSync(journal, 'a');
    // One write call for the line: a kill of the process leaves it whole or torn at the end,
    // never interleaved; the sync (against a crash of the machine) follows, before the answer.
    writeSync(fd, record);
    writtenSeq++;
    if (!inRequest) {
      fdatasyncSync(fd);
      syncedSeq = writtenSeq;
    }
    journalBytes += Buffer.byteLength(record);
    if (journalBytes > compactAtBytes && journalBytes > 2 * stateBytes && !compactQueued) {
      compactQueued = true;
      // After the answer: the journal already holds everything, compaction only shortens the next start.
      setImmediate(() => compactQueued && compact()).unref();
    }
  }

  function startJournal(base: string): void {
    if (!file || !journal) return;
    mkdirSync(dirname(file), { recursive: true });
    const header = `${JSON.stringify({ journal: 1, base })}\n`;
    writeAtomically(journal, header);
    syncDir(journal);
    journalBytes = Buffer.byteLength(header);
  }

  {
    const state = readState();
    data = state.data;
    stateBytes = Buffer.byteLength(state.text);
    const base = sha1(state.text);
    const replayed = replay(base);
    if (replayed === 'fresh') startJournal(base);
    else if (replayed === 'bad') {
      const aside = corruptCopyName(journal ?? '', new Date());
      renameSync(journal ?? '', aside);
      warn(`sandbox: journal kept as ${aside}`);
      compact();
    } else {
      if (journal && replayed.goodBytes < statSync(journal).size) truncateSync(journal, replayed.goodBytes);
      journalBytes = replayed.goodBytes;
    }
    // Slices as loaded are durable: each one's baseline is taken when it is first read.
    for (const name of Object.keys(data)) unread.add(name);
  }

  return {
    slice<T>(name: string): T {
      if (!(name in data)) {
        const seed = seeds[name];
        if (!seed) throw new Error(`sandbox: no seed for slice "${name}"`);
        data[name] = seed();
      } else if (unread.delete(name)) {
        // Read before any change: what is on disk (a seeded slice has none, its first save writes it whole).
        const node = nodeOf(data[name], 0);
        if (node) written.set(name, node);
      }
      scopes.getStore()?.touched.add(name);
      return data[name] as T;
    },
    save() {
      const scope = scopes.getStore();
      if (!scope) return journalChanges(Object.keys(data), false);
      if (!scope.done) {
        scope.saved = true;
        return;
      }
      journalChanges(scope.touched, true);
    },
    reset() {
      data = {};
      for (const name of Object.keys(seeds)) data[name] = seeds[name]();
      compact();
    },
    flush: compact,
    close() {
      compact();
      closeJournal();
      // Timers still pending (a price list settling) may change slices later: nothing is written any more.
      closed = true;
    },
    async scope<T>(fn: () => Promise<T>): Promise<T> {
      const scope: Scope = { touched: new Set(), saved: false, done: false };
      try {
        return await scopes.run(scope, fn);
      } finally {
        scope.done = true;
        if (scope.saved) {
          journalChanges(scope.touched, true, true);
          // Even when this request's changes were already in another's record: that one may still be syncing.
          await durable();
        }
      }
    },
  };
}

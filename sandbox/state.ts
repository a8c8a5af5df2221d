import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The sandbox's state: one JSON document of named slices, each owned by one module and
 * seeded deterministically. Written atomically (temp file + rename), at most once per
 * `writeEveryMs` (a growing file is not re-serialised on every request) and on `flush()`
 * at shutdown, so a restart finds what the last request left; `reset()` restores the seed.
 */
export type SliceSeeds = Record<string, () => unknown>;

export interface Store {
  /** The slice owned by a module; created from its seed on first use. */
  slice<T>(name: string): T;
  /** Persists after a change (throttled: at most one write per `writeEveryMs`). */
  save(): void;
  /** Drops all state and re-seeds every slice. */
  reset(): void;
  /** Writes now (used at shutdown and in tests). */
  flush(): void;
}

export interface StoreOptions {
  /** Least time between two writes of the file (default 200 ms). */
  writeEveryMs?: number;
  /** Where warnings go (default console.warn). */
  warn?: (message: string) => void;
}

/** Where a state file that does not parse is kept aside: `state.json.corrupt-2026-11-25T10-00-00-000Z`. */
export function corruptCopyName(file: string, at: Date): string {
  return `${file}.corrupt-${at.toISOString().replace(/[:.]/g, '-')}`;
}

export function createStore(seeds: SliceSeeds, file?: string, opts: StoreOptions = {}): Store {
  const writeEveryMs = opts.writeEveryMs ?? 200;
  const warn = opts.warn ?? ((message: string) => console.warn(message));
  let data: Record<string, unknown> = load();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = 0;

  function load(): Record<string, unknown> {
    if (!file || !existsSync(file)) return {};
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      // Never overwrite what someone may want to look at: keep it aside, say so, reseed.
      const aside = corruptCopyName(file, new Date());
      renameSync(file, aside);
      warn(`sandbox: state file ${file} does not parse (${error instanceof Error ? error.message : String(error)}); kept as ${aside}, starting from the seed`);
      return {};
    }
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    lastWrite = Date.now();
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(data));
    renameSync(tmp, file);
  }

  return {
    slice<T>(name: string): T {
      if (!(name in data)) {
        const seed = seeds[name];
        if (!seed) throw new Error(`sandbox: no seed for slice "${name}"`);
        data[name] = seed();
      }
      return data[name] as T;
    },
    save() {
      if (timer || !file) return;
      const wait = Math.max(0, lastWrite + writeEveryMs - Date.now());
      timer = setTimeout(flush, wait);
      // A pending write must not keep a finished test process alive; shutdown calls flush().
      timer.unref?.();
    },
    reset() {
      data = {};
      for (const name of Object.keys(seeds)) data[name] = seeds[name]();
      flush();
    },
    flush,
  };
}

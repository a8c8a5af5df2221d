import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The sandbox's state: one JSON document of named slices, each owned by one module and
 * seeded deterministically. Written atomically (temp file + rename) after every change,
 * so a restart finds what the last request left; `reset()` restores the seed.
 */
export type SliceSeeds = Record<string, () => unknown>;

export interface Store {
  /** The slice owned by a module; created from its seed on first use. */
  slice<T>(name: string): T;
  /** Persists after a change (coalesced: at most one write per tick). */
  save(): void;
  /** Drops all state and re-seeds every slice. */
  reset(): void;
  /** Writes now (used at shutdown and in tests). */
  flush(): void;
}

export function createStore(seeds: SliceSeeds, file?: string): Store {
  let data: Record<string, unknown> = load();
  let pending = false;

  function load(): Record<string, unknown> {
    if (!file || !existsSync(file)) return {};
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  }

  function flush(): void {
    pending = false;
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
      if (pending) return;
      pending = true;
      queueMicrotask(flush);
    },
    reset() {
      data = {};
      for (const name of Object.keys(seeds)) data[name] = seeds[name]();
      flush();
    },
    flush,
  };
}

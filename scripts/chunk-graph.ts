type Bundle = Record<string, { type: string; name?: string; moduleIds?: string[]; imports?: string[] }>;

/**
 * The chunk that holds a module and every chunk it imports statically: what loading that module
 * fetches. Undefined when no chunk holds the module.
 */
export function chunksLoadedWith(bundle: Bundle, moduleId: string): Set<string> | undefined {
  const home = Object.keys(bundle).find((file) => bundle[file].moduleIds?.includes(moduleId));
  if (!home) return undefined;
  const loaded = new Set([home]);
  for (const file of loaded) for (const next of bundle[file]?.imports ?? []) loaded.add(next);
  return loaded;
}

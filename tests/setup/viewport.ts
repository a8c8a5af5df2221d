/**
 * A viewport width for jsdom's matchMedia (the shim in jsdom.ts always says "no"): min-width
 * and max-width queries, joined by `and`, are answered for the width set here, and a change of
 * width notifies the queries whose answer changed, as a browser does when a window is resized
 * or a tablet turned. `restore()` puts the shim back.
 */
export function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  type Listener = (event: { matches: boolean; media: string }) => void;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<Listener> }>();
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const found = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
      if (!found) return false;
      const limit = Number(found[2]);
      return found[1] === 'min' ? width >= limit : width <= limit;
    });
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = { query, matches: matches(query), listeners: new Set<Listener>() };
    lists.add(list);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: (fn: Listener) => list.listeners.add(fn),
      removeListener: (fn: Listener) => list.listeners.delete(fn),
      addEventListener: (_: string, fn: () => void) => list.listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => list.listeners.delete(fn),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      for (const list of lists) {
        const now = matches(list.query);
        if (now === list.matches) continue;
        list.matches = now;
        list.listeners.forEach((fn) => fn({ matches: now, media: list.query }));
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

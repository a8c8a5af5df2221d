import type { TextTree } from './types';

/** Deep-merges text trees; a key defined twice with different texts is a bug, so it throws. */
export function mergeTexts(trees: TextTree[]): TextTree {
  const out: TextTree = {};
  for (const tree of trees) mergeInto(out, tree, '');
  return out;
}

function mergeInto(target: TextTree, source: TextTree, path: string): void {
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    const existing = target[key];
    if (typeof value === 'string') {
      if (existing !== undefined && existing !== value) throw new Error(`i18n: key ${here} is defined twice`);
      target[key] = value;
    } else {
      if (typeof existing === 'string') throw new Error(`i18n: key ${here} is both a text and a group`);
      const child: TextTree = existing ?? {};
      target[key] = child;
      mergeInto(child, value, here);
    }
  }
}

/** Every leaf key of a tree, dotted: used to check the three languages have the same keys. */
export function flattenKeys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [here] : flattenKeys(value, here);
  });
}

/**
 * The server dictionary is flat (`{"auth.signIn.title": "…", "code_too_short": "…"}`); a dotted
 * key must land on the same nested place as the bundled text it overrides.
 */
export function unflatten(flat: Record<string, string>): TextTree {
  const out: TextTree = {};
  for (const [key, value] of Object.entries(flat)) {
    if (typeof value !== 'string') continue;
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') break; // a text where a group should be: keep the text, drop the override
      node = next ?? (node[part] = {});
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

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

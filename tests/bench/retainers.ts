/**
 * What keeps detached DOM trees alive, from a heap snapshot (Chrome's .heapsnapshot JSON, e.g.
 * the one `BENCH_ONLY=memory BENCH_MEMORY_SNAPSHOT=file.heapsnapshot npm run bench` saves):
 *
 *     npx tsx tests/bench/retainers.ts file.heapsnapshot [groups=12] [--skip="DevTools console"]
 *
 * It walks the heap breadth-first from the GC roots (weak edges left out), so each object gets
 * its shortest retaining path, then takes every detached DOM node whose path enters the detached
 * tree at that node (its parent on the path is not itself detached) and groups those entry
 * points by the path that leads to them. Each group prints how many detached nodes hang below
 * it and one path, root first. Read with a build made with `--minify false`, names are the
 * source's.
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx tests/bench/retainers.ts file.heapsnapshot [groups]');
const groupsShown = Number(process.argv.slice(3).find((a) => /^\d+$/.test(a)) ?? 12);
// --skip=TEXT (repeatable): leave out edges whose name holds TEXT, e.g. --skip="DevTools console" to see what
// would still hold a tree once the console has let go of the errors logged to it.
const skipped = process.argv.slice(3).flatMap((a) => (a.startsWith('--skip=') ? [a.slice('--skip='.length)] : []));
const s = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
const { node_fields: nf, node_types: nt, edge_fields: ef, edge_types: et } = s.snapshot.meta;
const NF = nf.length;
const EF = ef.length;
const [nType, nName, nEdges, nDetached, nSize] = ['type', 'name', 'edge_count', 'detachedness', 'self_size'].map((f) => nf.indexOf(f));
const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f));
const nodeTypes = nt[0];
const edgeTypes = et[0];
const count = s.nodes.length / NF;

const firstEdge = new Uint32Array(count + 1);
for (let i = 0, e = 0; i < count; i++) {
  firstEdge[i] = e;
  e += s.nodes[i * NF + nEdges] * EF;
  firstEdge[i + 1] = e;
}

const type = (n: number) => nodeTypes[s.nodes[n * NF + nType]];
const name = (n: number) => s.strings[s.nodes[n * NF + nName]];
const isDetached = (n: number) => (nDetached >= 0 && s.nodes[n * NF + nDetached] === 2) || (type(n) === 'native' && name(n).startsWith('Detached '));

// Breadth-first from the root: parent[n] and the edge that reached n, for the shortest path.
const parent = new Int32Array(count).fill(-1);
const viaEdge = new Int32Array(count).fill(-1);
const seen = new Uint8Array(count);
const queue = new Uint32Array(count);
let head = 0;
let tail = 0;
queue[tail++] = 0;
seen[0] = 1;
while (head < tail) {
  const n = queue[head++];
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += EF) {
    if (edgeTypes[s.edges[e + eType]] === 'weak') continue;
    // A WeakMap's entry is alive while its key is: V8 draws it from the key and from the map's
    // table alike; only the key's edge retains.
    if (type(n) === 'array' && edgeTypes[s.edges[e + eType]] === 'internal' && /^\d+ \/ part of key/.test(s.strings[s.edges[e + eName]] ?? '')) continue;
    if (skipped.length) {
      const label = s.edges[e + eName];
      if (typeof label === 'number' && edgeTypes[s.edges[e + eType]] !== 'element' && edgeTypes[s.edges[e + eType]] !== 'hidden' && skipped.some((k) => s.strings[label]?.includes(k))) continue;
    }
    const to = s.edges[e + eTo] / NF;
    if (seen[to]) continue;
    seen[to] = 1;
    parent[to] = n;
    viaEdge[to] = e;
    queue[tail++] = to;
  }
}

const edgeLabel = (e: number) => {
  const t = edgeTypes[s.edges[e + eType]];
  const v = s.edges[e + eName];
  return t === 'element' || t === 'hidden' ? `[${v}]` : t === 'context' ? `<ctx ${s.strings[v]}>` : `.${s.strings[v]}`;
};
const nodeLabel = (n: number) => {
  const raw = name(n).replace(/\s+/g, ' ');
  return `${type(n)} ${raw.length > 80 ? `${raw.slice(0, 80)}…` : raw}`;
};

/** The path root → n as lines; `signature` leaves out array indexes and ids so alike paths group. */
function path(n: number): { lines: string[]; signature: string } {
  const steps: number[] = [];
  for (let at = n; at > 0 && steps.length < 60; at = parent[at]) steps.push(at);
  steps.reverse();
  const lines = steps.map((at) => `${viaEdge[at] >= 0 ? edgeLabel(viaEdge[at]) : '?'} → ${nodeLabel(at)}`);
  const signature = steps
    .map((at) => `${viaEdge[at] >= 0 ? edgeLabel(viaEdge[at]) : '?'}>${type(at)}:${name(at).slice(0, 60)}`.replace(/\d+/g, '#'))
    .join('|');
  return { lines, signature };
}

// Detached nodes below each entry point (the entry's descendants on the shortest-path tree that are detached).
const detached = [];
for (let n = 0; n < count; n++) if (isDetached(n)) detached.push(n);
const entryOf = new Map<number, number>();
for (const n of detached) {
  let at = n;
  while (parent[at] > 0 && isDetached(parent[at])) at = parent[at];
  entryOf.set(n, at);
}
const below = new Map<number, number>();
for (const entry of entryOf.values()) below.set(entry, (below.get(entry) ?? 0) + 1);

const groups = new Map<string, { entries: number[]; nodes: number; example: string[] }>();
let unreachable = 0;
for (const [entry, nodes] of below) {
  if (parent[entry] < 0) {
    unreachable += nodes;
    continue;
  }
  const { lines, signature } = path(entry);
  const group = groups.get(signature) ?? { entries: [], nodes: 0, example: lines };
  group.entries.push(entry);
  group.nodes += nodes;
  groups.set(signature, group);
}

const sizeOf = (list: number[]) => list.reduce((sum, n) => sum + s.nodes[n * NF + nSize], 0);
console.log(`${file}: ${count} objects, ${detached.length} detached DOM objects (${(sizeOf(detached) / 1024).toFixed(0)} KB self), ${below.size} detached trees' entry points, ${groups.size} retaining paths${unreachable ? `, ${unreachable} unreachable` : ''}`);
for (const [, g] of [...groups].sort((a, b) => b[1].nodes - a[1].nodes).slice(0, groupsShown)) {
  console.log(`\n${g.nodes} detached objects below ${g.entries.length} entry point(s), e.g. ${nodeLabel(g.entries[0])}; path from the root:`);
  for (const line of g.example) console.log(`  ${line}`);
}

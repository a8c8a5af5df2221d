/** The printed tables of the interaction figures (tests/bench/interactions.ts). */
import { median, ratio, table } from './format';
import { BACK, INTERACTIONS, MENU_NAVIGATIONS, type InteractionFigures, type RunFigures, type Side } from './interactions';
import type { ScrollFigures } from './interaction-probe';
import type { MemoryReading } from './memory';

const samples = (side: Side | undefined, pick: (run: RunFigures) => number | undefined) =>
  (side?.runs ?? []).map(pick).filter((v): v is number => v !== undefined && Number.isFinite(v));
const med = (values: number[]) => (values.length ? median(values) : undefined);

export function interactionsReport(f: InteractionFigures, verbose = false): string {
  const partner = f.sides.find((s) => s.app.name === 'Partner');
  const baseline = f.sides.find((s) => s.app.name === 'baseline');
  const sides = [partner, baseline];
  const count = (values: number[]) => (values.length < f.runs ? ` (${values.length}/${f.runs})` : '');
  const ms = (values: number[]) => (values.length ? `${median(values).toFixed(0)} ms${count(values)}` : '—');
  const lines = [
    `interactions (tests/bench/interactions.ts): the input event (its pointerdown or keydown) → the first animation frame where the list shows the result (rows, no table spinner, the content asked for); median of ${f.runs} runs each, Partner run i then baseline run i, a fresh browser context per run; max event = median over the runs of the longest Event Timing entry (threshold 16 ms) from the input on, <16 when there was none`,
  ];
  for (const side of f.sides) {
    const first = side.runs.find((r) => r.totals.start !== undefined) ?? side.runs[0];
    lines.push(`  ${side.app.shows(first?.totals.menu ?? '?', first?.totals.start ?? '?')}`);
  }
  const event = (side: Side | undefined, name: string) => {
    if (name === BACK) return '— (no input)';
    const values = samples(side, (r) => r.times.get(name)?.maxEvent);
    if (!values.length) return '—';
    const m = median(values);
    return m < 16 ? '<16' : `${m.toFixed(0)} ms`;
  };
  const rows = INTERACTIONS.map((name) => {
    const [p, b] = sides.map((s) => samples(s, (r) => r.times.get(name)?.ms));
    return [name, ms(p), ms(b), ratio(med(p), med(b)), event(partner, name), event(baseline, name)];
  });
  lines.push(table(['interaction', 'Partner', 'baseline', 'Partner ÷ baseline', 'Partner max event', 'baseline max event'], rows));

  const scroll = (side: Side | undefined, rowCount: number, pick: (s: ScrollFigures) => number) => {
    const values = samples(side, (r) => (r.scroll.has(rowCount) ? pick(r.scroll.get(rowCount)!) : undefined));
    return values.length ? `${median(values).toFixed(0)}${count(values)}` : '—';
  };
  const figures: Array<[string, Array<(s: ScrollFigures) => number>]> = [
    ['long tasks', [(s) => s.longTasks]],
    ['long tasks, total ms', [(s) => s.longTaskMs]],
    ['frames over 50 ms (requestAnimationFrame gaps)', [(s) => s.slowFrames]],
    ['long animation frames (entries, each over 50 ms)', [(s) => s.longFrames]],
    ['longest frame, ms', [(s) => s.longestFrame]],
    ['frames drawn / px scrolled / scroll ms', [(s) => s.frames, (s) => s.scrolledPx, (s) => s.ms]],
  ];
  const scrollRows = [50, 100].flatMap((rowCount) =>
    figures.map(([label, picks]) => [`${rowCount} rows: ${label}`, ...sides.map((side) => picks.map((pick) => scroll(side, rowCount, pick)).join(' / '))]),
  );
  lines.push(`\nscrolling the orders list with the mouse wheel (200 px steps, 50 ms apart, to the bottom and back; medians)`);
  lines.push(table(['', 'Partner', 'baseline'], scrollRows));

  const elements = (side: Side | undefined, n: number) => med(samples(side, (r) => r.elements.get(n)));
  const reading = (side: Side | undefined, at: 'start' | 'after', pick: (m: MemoryReading) => number) =>
    side?.memory ? pick(side.memory[at]) : undefined;
  const n = (v: number | undefined, digits = 0) => (v === undefined ? '—' : v.toFixed(digits));
  const memoryRow = (label: string, get: (s: Side | undefined) => number | undefined, digits = 0) => {
    const [p, b] = sides.map(get);
    return [label, n(p, digits), n(b, digits), ratio(p, b)];
  };
  const worst = (side: Side | undefined) => Math.max(0, ...samples(side, (r) => Math.max(0, ...[...r.times.values()].map((t) => t.maxEvent))));
  lines.push(`\nDOM and memory (DOM elements: document.querySelectorAll('*').length once quiet, median; heap: Runtime.getHeapUsage after HeapProfiler.collectGarbage; listeners and nodes: Performance.getMetrics; one reading per app)`);
  lines.push(
    table(['', 'Partner', 'baseline', 'Partner ÷ baseline'], [
      memoryRow('DOM elements on /orders, 20 rows', (s) => elements(s, 20)),
      memoryRow('DOM elements on /orders, 50 rows', (s) => elements(s, 50)),
      memoryRow('JS heap on /orders, MB', (s) => reading(s, 'start', (m) => m.heapMb), 1),
      memoryRow(`JS heap after ${MENU_NAVIGATIONS} side-menu navigations, MB`, (s) => reading(s, 'after', (m) => m.heapMb), 1),
      memoryRow('JS event listeners on /orders', (s) => reading(s, 'start', (m) => m.listeners)),
      memoryRow(`JS event listeners after ${MENU_NAVIGATIONS} navigations`, (s) => reading(s, 'after', (m) => m.listeners)),
      memoryRow(`nodes (CDP) after ${MENU_NAVIGATIONS} navigations`, (s) => reading(s, 'after', (m) => m.nodes)),
      memoryRow('longest Event Timing entry, every interaction and run, ms', (s) => (s?.runs.length ? worst(s) : undefined)),
    ]),
  );
  for (const side of f.sides) {
    for (const [i, run] of side.runs.entries()) if (run.error) lines.push(`${side.app.name} run ${i + 1} stopped at ${run.error}`);
    if (side.memoryError) lines.push(`${side.app.name}: the memory reading failed: ${side.memoryError}`);
  }
  if (verbose) {
    lines.push('\nevery run (ms, input → result; Partner | baseline)');
    for (const name of INTERACTIONS) {
      const [p, b] = sides.map((s) => samples(s, (r) => r.times.get(name)?.ms).map((v) => v.toFixed(0)).join(', ') || '—');
      lines.push(`${name}: ${p} | ${b}`);
    }
  }
  return lines.join('\n');
}

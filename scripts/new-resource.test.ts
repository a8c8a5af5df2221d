import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dialects, type DialectName } from '../providers/dialects';
import { SERVICES } from '../providers/services';
import { run } from './new-resource/cli';
import {
  expectedReadmeBlocks,
  parseArgs,
  readmeBlocks,
  readmeCommand,
  registrations,
  renderFiles,
  resolveOptions,
  shellWords,
  type Options,
  type Project,
} from './new-resource/generate';
import { renderTemplate } from './new-resource/template';

const ROOT = join(__dirname, '..');
const project: Project = { root: ROOT, dialects, services: SERVICES };
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const questions: Options = { name: 'questions', service: 'feedback', path: '/feedback/api/v1/questions/merchants', dialect: 'feedback' };

function refusal(options: Partial<Options>): string {
  try {
    resolveOptions({ ...questions, ...options }, project);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('the template language', () => {
  it('fills values, keeps or drops blocks (nested, inline or on lines of their own) and leaves JSX braces', () => {
    const template = 'a {{x}}\n{{#if on}}\n  in {{#unless off}}shown{{/unless}}{{#if off}}hidden{{/if}}\n{{/if}}\n<p style={{ margin: 0 }} />\n';
    expect(renderTemplate(template, { x: 1, on: true, off: false })).toBe('a 1\n  in shown\n<p style={{ margin: 0 }} />\n');
    expect(renderTemplate(template, { x: 'y', on: false, off: false })).toBe('a y\n<p style={{ margin: 0 }} />\n');
  });

  it('refuses an unknown value, a flag used as a value and an unclosed block', () => {
    expect(() => renderTemplate('{{nope}}', {})).toThrow('no value named nope');
    expect(() => renderTemplate('{{on}}', { on: true })).toThrow('a flag');
    expect(() => renderTemplate('{{#if on}}x', { on: true })).toThrow('never closed');
  });
});

describe("the README's worked example", () => {
  const blocks = readmeBlocks(readme);

  it('shows the command, what it writes, and the row type, descriptor, parts and sandbox module', () => {
    expect(blocks.map((b) => b.label)).toEqual([
      'command',
      'output',
      'resources/questions/types.ts',
      'resources/questions/index.tsx',
      'resources/questions/parts.tsx',
      'sandbox/modules/questions.ts',
    ]);
  });

  it('is what the generator writes for that command (re-render: npx tsx scripts/new-resource.ts --readme)', () => {
    const expected = expectedReadmeBlocks(readme, project);
    for (const block of blocks.filter((b) => b.label !== 'command')) {
      expect(block.body, `README.md's ${block.label} block`).toBe(expected.get(block.label));
    }
  });

  it("imports nothing from the resource's folder that it does not show", () => {
    const shown = new Set(blocks.map((b) => b.label));
    for (const block of blocks.filter((b) => b.label.startsWith('resources/questions/'))) {
      for (const [, local] of block.body.matchAll(/from '\.\/([\w-]+)'/g)) {
        expect([...shown].some((path) => path.startsWith(`resources/questions/${local}.`)), `${block.label} imports ./${local}`).toBe(true);
      }
    }
  });

  it("is the command CI runs first (scripts/new-resource/ci-check.sh)", () => {
    const ci = readFileSync(join(ROOT, 'scripts/new-resource/ci-check.sh'), 'utf8');
    const first = /^SAMPLES=\(\n\s+"([^"]+)"/m.exec(ci);
    expect(first?.[1].split(/\s+/)).toEqual(readmeCommand(readme));
  });

  it("is run by the README's test command (scripts/test-all.sh)", () => {
    expect(readFileSync(join(ROOT, 'scripts/test-all.sh'), 'utf8')).toContain('bash scripts/new-resource/ci-check.sh');
  });
});

describe('rendering', () => {
  it.each(Object.keys(dialects) as DialectName[])('renders every file for the %s dialect, in its names', (dialect) => {
    const service = dialects[dialect].service;
    const r = resolveOptions({ name: 'sample-things', service, path: `/${service}/api/v1/sample-things`, dialect }, project);
    const files = renderFiles(r);
    expect(files.map((f) => f.path)).toEqual([
      'resources/sample-things/types.ts',
      'resources/sample-things/index.tsx',
      'resources/sample-things/parts.tsx',
      'resources/sample-things/sample-things.test.tsx',
      'sandbox/modules/sample-things.ts',
      'tests/e2e/sample-things.spec.ts',
    ]);
    for (const f of files) expect(f.content, f.path).not.toContain('{{');
    const sandbox = files.find((f) => f.path.startsWith('sandbox/'))!.content;
    // The sandbox stands for the service: it imports nothing of the app.
    expect(sandbox).not.toMatch(/from '(\.\.\/)+(src|resources|providers)\//);
    const d = dialects[dialect];
    // A body that is the array itself has no paging (merchant-profile): every row at once.
    if (d.list.items) expect(sandbox).toContain(`intParam(p, '${d.paging.page}'`);
    if (d.list.items) expect(sandbox).toContain(`${d.list.items}: pageOf(`);
    else expect(sandbox).toContain('return sorted;');
    if (d.dateRange) expect(sandbox).toContain(`'${d.dateRange.from}'`);
    if (d.sort?.kind === 'single') expect(sandbox).toContain(`'${d.sort.param}'`);
    if (d.sort && d.sort.kind !== 'single') expect(sandbox).toContain(`'${d.sort.key}'`);
    expect(sandbox).toContain(d.arrays === 'comma' ? 'commaEnum(' : 'repeatedEnum(');
  });

  it('names a kebab-case resource in camelCase, its type in the singular, and quotes its text keys', () => {
    const r = resolveOptions({ name: 'customer-categories', service: 'oms', path: '/oms/api/v1/customer-categories' }, project);
    expect([r.ident, r.type, r.dialectName, r.titles.en.list, r.titles.en.show]).toEqual(['customerCategories', 'CustomerCategory', 'oms', 'Customer categories', 'Customer category']);
    const parts = renderFiles(r).find((f) => f.path.endsWith('parts.tsx'))!.content;
    expect(parts).toContain("'customer-categories': {");
    expect(r.notes.join('\n')).toContain('no --ru or --kz');
  });
});

describe('refusals', () => {
  it.each([
    [{ name: 'Questions' }, 'must be kebab-case'],
    [{ name: 'questions-' }, 'must be kebab-case'],
    [{ name: 'reviews', path: '/feedback/api/v1/other' }, 'exists already: resources/reviews, sandbox/modules/reviews.ts, tests/e2e/reviews.spec.ts'],
    [{ name: 'faq' }, '/faq is a page of the app'],
    [{ name: 'transactions', path: '/feedback/api/v1/other' }, 'resources/index.ts imports a transactions already'],
    [{ name: 'oms' }, "a service's path"],
    [{ name: 'delete' }, 'reserved word'],
    [{ name: 'parts' }, 'a name the generated files use already'],
    [{ service: 'questions' }, 'service "questions" is not one of providers/services.ts'],
    [{ path: '/oms/api/v1/questions' }, '--path must start with /feedback/'],
    [{ path: '/feedback/api/v1/questions/' }, '--path must be a plain path'],
    [{ path: '/feedback/api/v1/reviews/merchants' }, 'served already by sandbox/modules/reviews.ts'],
    [{ dialect: 'graphql' }, 'dialect "graphql" is not one of providers/dialects'],
    [{ service: 'audit', path: '/audit/api/v1/questions', dialect: undefined }, '--dialect is needed: service audit speaks audit-v1, audit-v2'],
    [{ icon: 'NoSuchIconOutlined' }, 'icon "NoSuchIconOutlined" is not an @ant-design/icons icon'],
    [{ name: 'tags', path: '/feedback/api/v1/tags' }, 'pass --type'],
    [{ titles: { ru: 'Вопросы' } }, "--ru must be 'List title/Record title'"],
    [{ titles: { kz: "Сұрақ'тар/Сұрақ" } }, '--kz must be'],
  ] as Array<[Partial<Options>, string]>)('refuses %j', (options, message) => {
    expect(refusal(options)).toContain(message);
  });

  it('names every reason at once', () => {
    const message = refusal({ name: 'Bad_Name', service: 'nope', path: 'x' });
    expect(message.split('\n  - ')).toHaveLength(1 + 3);
  });

  it('parses the command line and refuses what it does not know', () => {
    expect(parseArgs(['questions', '--service', 'feedback', '--path', '/feedback/x', '--dry-run', '--out', '/tmp/c', '--ru', 'А/Б'])).toMatchObject({
      dryRun: true,
      out: '/tmp/c',
      options: { name: 'questions', service: 'feedback', path: '/feedback/x', titles: { ru: 'А/Б' } },
    });
    expect(() => parseArgs(['questions', '--service', 'feedback'])).toThrow('--path is required');
    expect(() => parseArgs(['questions', '--servce', 'feedback'])).toThrow('unknown option --servce');
    expect(() => parseArgs(['a', 'b', '--service', 's', '--path', '/s/x'])).toThrow('one name only');
    expect(() => parseArgs(['a', '--service', 's', '--path', '/s/x', '--order', 'first'])).toThrow('--order must be a whole number');
    expect(shellWords("npm run x -- a --ru 'Два слова/Одно' b")).toEqual(['npm', 'run', 'x', '--', 'a', '--ru', 'Два слова/Одно', 'b']);
  });
});

describe('registering', () => {
  it('adds one import and one entry to each list, and the icon when it is new', () => {
    const r = resolveOptions({ ...questions, icon: 'CommentOutlined' }, project);
    const [resources, modules, icons] = registrations(r, ROOT);
    const added = (path: string, content: string | undefined) => {
      const before = new Set(readFileSync(join(ROOT, path), 'utf8').split('\n'));
      return content!.split('\n').filter((line) => !before.has(line));
    };
    expect(added(resources.path, resources.content)).toEqual(["import { questions } from './questions';", '  questions,']);
    expect(added(modules.path, modules.content)).toEqual(["import { questionsModule } from './questions';", '  questionsModule,']);
    const iconLines = added(icons.path, icons.content);
    expect(iconLines).toHaveLength(2);
    expect(iconLines[0]).toBe("import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';");
    expect(iconLines[1]).toBe('  CommentOutlined: leanIcon(CommentOutlined),');
  });

  it('leaves the icons alone when the icon is there', () => {
    const r = resolveOptions({ ...questions, icon: 'StarOutlined' }, project);
    expect(registrations(r, ROOT)[2]).toEqual({ path: 'src/controls/menu-icons.tsx' });
  });
});

describe('the command', () => {
  // A checkout with what the generator reads and changes (the whole app is not needed to write files).
  const checkout = mkdtempSync(join(tmpdir(), 'new-resource-test-'));
  for (const path of ['package.json', 'providers/dialects', 'providers/services.ts', 'resources/index.ts', 'resources/reviews/index.tsx', 'sandbox/modules', 'src/controls/menu-icons.tsx']) {
    cpSync(join(ROOT, path), join(checkout, path), { recursive: true });
  }
  afterAll(() => rmSync(checkout, { recursive: true, force: true }));
  const argv = ['questions', '--service', 'feedback', '--path', '/feedback/api/v1/questions/merchants', '--out', checkout];
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const load = async (root: string): Promise<Project> => ({ root, dialects, services: SERVICES });

  it('with --dry-run lists the files and changes and writes nothing', async () => {
    const before = readFileSync(join(checkout, 'resources/index.ts'), 'utf8');
    expect(await run([...argv, '--dry-run'], ROOT, out, load)).toBe(0);
    expect(lines.join('\n')).toContain('resources/questions/questions.test.tsx');
    expect(lines.join('\n')).toMatch(/src\/controls\/menu-icons\.tsx +\+ FileTextOutlined/);
    expect(existsSync(join(checkout, 'resources/questions'))).toBe(false);
    expect(readFileSync(join(checkout, 'resources/index.ts'), 'utf8')).toBe(before);
  });

  it('with --out writes into that checkout, and refuses the same name again', async () => {
    const own = readFileSync(join(ROOT, 'resources/index.ts'), 'utf8');
    lines.length = 0;
    expect(await run(argv, ROOT, out, load)).toBe(0);
    for (const path of ['resources/questions/index.tsx', 'resources/questions/questions.test.tsx', 'sandbox/modules/questions.ts', 'tests/e2e/questions.spec.ts']) {
      expect(existsSync(join(checkout, path)), path).toBe(true);
    }
    expect(readFileSync(join(checkout, 'sandbox/modules/index.ts'), 'utf8')).toContain('  questionsModule,\n];');
    expect(readFileSync(join(ROOT, 'resources/index.ts'), 'utf8')).toBe(own);
    lines.length = 0;
    expect(await run(argv, ROOT, out, load)).toBe(1);
    expect(lines.join('\n')).toContain('name "questions" exists already');
  });
});

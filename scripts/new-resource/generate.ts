import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Dialect } from '../../providers/dialects/types';
import { renderTemplate, type TemplateValues } from './template';

/**
 * `npm run new-resource -- <name> --service <service> --path <list path> [--dialect <dialect>]`:
 * the files of a new resource (descriptor, parts, row type, unit test), its sandbox module and
 * its e2e smoke, from the templates in ./templates, and the three lines that register them.
 * Everything here but `loadProject` and the file checks is a pure function of the options, so
 * the README's worked example is rendered by the same code (scripts/new-resource.test.ts).
 */

export const TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'templates');
const LOCALES = ['ru', 'kz', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** A refusal to show as it is, without a stack: the arguments or the checkout are not what the generator needs. */
export class UsageError extends Error {}

export interface Options {
  name: string;
  service: string;
  path: string;
  dialect?: string;
  /** An @ant-design/icons name; default FileTextOutlined. */
  icon?: string;
  /** Position in the side menu's top level (orders 10, reviews 20, refunds 30); default 40. */
  order?: number;
  /** The record type's name; default the name's last word in the singular, PascalCase. */
  type?: string;
  /** `list/record` titles by language; English is made from the name, ru and kz default to it. */
  titles?: Partial<Record<Locale, string>>;
}

export interface CliArgs {
  options?: Options;
  dryRun: boolean;
  out?: string;
  /** Re-render the README's worked example from its own command. */
  readme: boolean;
  help: boolean;
}

export const USAGE = `usage: npm run new-resource -- <name> --service <service> --path <list path> [options]

  <name>              kebab-case, e.g. questions or customer-questions: the route /<name>, the folder resources/<name>
  --service <s>       a service of providers/services.ts (the path's first segment)
  --path <p>          the list call's path, /<service>/...; the record's is <p>/{id}
  --dialect <d>       a dialect of providers/dialects (default: the one dialect of that service)
  --icon <Name>       an @ant-design/icons icon for the menu (default FileTextOutlined; added to src/controls/menu-icons.tsx)
  --order <n>         position in the side menu's top level (default 40: after orders 10, reviews 20, refunds 30)
  --type <Name>       the record type (default: the name in the singular, e.g. Question)
  --ru|--kz|--en 'List/Record'   titles of the list and of one record (English from the name; ru and kz default to it)
  --dry-run           list what would be written and changed, write nothing
  --out <dir>         write into that checkout instead of this one
  --readme            re-render README.md's worked example from the command it shows`;

const VALUE_FLAGS = ['--service', '--path', '--dialect', '--icon', '--order', '--type', '--ru', '--kz', '--en', '--out'] as const;

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { dryRun: false, readme: false, help: false };
  const values: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--readme') args.readme = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if ((VALUE_FLAGS as readonly string[]).includes(arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (arg in values) throw new UsageError(`${arg} is given twice`);
      values[arg] = value;
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  args.out = values['--out'];
  if (args.help || args.readme) return args;
  if (positional.length !== 1) throw new UsageError(positional.length === 0 ? 'the resource name is missing' : `one name only, got ${positional.join(' ')}`);
  if (!values['--service']) throw new UsageError('--service is required');
  if (!values['--path']) throw new UsageError('--path is required');
  const order = values['--order'];
  if (order !== undefined && !/^\d{1,4}$/.test(order)) throw new UsageError(`--order must be a whole number, got ${order}`);
  const titles: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) if (values[`--${locale}`] !== undefined) titles[locale] = values[`--${locale}`];
  args.options = {
    name: positional[0],
    service: values['--service'],
    path: values['--path'],
    dialect: values['--dialect'],
    icon: values['--icon'],
    order: order === undefined ? undefined : Number(order),
    type: values['--type'],
    titles,
  };
  return args;
}

/** What the generator reads of the checkout it writes into: its dialects and services. */
export interface Project {
  root: string;
  dialects: Record<string, Dialect>;
  services: readonly string[];
}

export async function loadProject(root: string): Promise<Project> {
  const at = (path: string) => pathToFileURL(join(root, path)).href;
  if (!existsSync(join(root, 'providers/dialects/index.ts'))) throw new UsageError(`${root} is not a checkout of this app (no providers/dialects/index.ts)`);
  const { dialects } = (await import(at('providers/dialects/index.ts'))) as { dialects: Record<string, Dialect> };
  const { SERVICES } = (await import(at('providers/services.ts'))) as { SERVICES: readonly string[] };
  return { root, dialects, services: SERVICES };
}

// ---------------------------------------------------------------------------------------------
// Names

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const RESERVED_WORDS = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield await'.split(' '),
);
/** Top-level paths that are not resources' (src/app/page-loaders.ts, the sandbox's mount, the build). */
const RESERVED_ROUTES = ['auth', 'faq', 'icons', 'register', 'profile', 'products', 'newInstallments', '__crash', '__sandbox', 'assets', 'index'];
/** Names the generated files use beside the record type and the descriptor's constant. */
const TAKEN_TYPE_NAMES = new Set(['Tag', 'StatusTag', 'SandboxModule', 'Volume', 'AnyResource', 'TextTree', 'Route', 'ListPage', 'ShowPage']);
const TAKEN_IDENTS = new Set(
  'parts rows render screen within describe expect it dialects keysOf renderAt buildListQuery loadResource titlesOf setupTestI18n createMemoryProvider renderTree defineResource defineParts formatDate formatDateTime useTranslation'.split(' '),
);

const words = (name: string) => name.split('-');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const camelOf = (name: string) => words(name).map((w, i) => (i === 0 ? w : capital(w))).join('');

export function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const typeOf = (name: string) => {
  const w = words(name);
  return [...w.slice(0, -1), singular(w[w.length - 1])].map(capital).join('');
};
const humanise = (ws: string[]) => capital(ws.join(' '));

// ---------------------------------------------------------------------------------------------
// Checking the options against the checkout

export interface Resolved {
  name: string;
  ident: string;
  type: string;
  service: string;
  dialectName: string;
  dialect: Dialect;
  path: string;
  icon: string;
  order: number;
  titles: Record<Locale, { list: string; show: string }>;
  notes: string[];
}

const TITLE = /^[^'"`\\${}<>\n\r/]+$/;

function parseTitles(text: string, flag: string): { list: string; show: string } {
  const parts = text.split('/').map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => TITLE.test(p) && p.length <= 60)) {
    throw new UsageError(`${flag} must be 'List title/Record title' (two titles of at most 60 characters without quotes, backslashes, $, braces or angle brackets), got ${JSON.stringify(text)}`);
  }
  return { list: parts[0], show: parts[1] };
}

/** The options made whole, or every reason to refuse them at once. */
export function resolveOptions(options: Options, project: Project, opts: { checkout?: boolean } = {}): Resolved {
  const problems: string[] = [];
  const notes: string[] = [];
  const { root } = project;
  const checkout = opts.checkout ?? true;
  const { name, service, path } = options;

  if (!KEBAB.test(name)) problems.push(`name "${name}" must be kebab-case: lower-case letters and digits in words joined by "-", starting with a letter (e.g. customer-questions)`);
  const ident = camelOf(name);
  if (KEBAB.test(name)) {
    if (RESERVED_WORDS.has(ident)) problems.push(`name "${name}" is a JavaScript reserved word`);
    if (TAKEN_IDENTS.has(ident)) problems.push(`name "${name}" would be the descriptor's constant ${ident}, a name the generated files use already: pick another name`);
    if (RESERVED_ROUTES.includes(name) || project.services.includes(name)) problems.push(`name "${name}" is taken: /${name} is ${project.services.includes(name) ? "a service's path (the sandbox is mounted there)" : 'a page of the app or the build'}`);
    if (checkout) {
      const taken = [`resources/${name}`, `sandbox/modules/${name}.ts`, `tests/e2e/${name}.spec.ts`].filter((p) => existsSync(join(root, p)));
      if (taken.length) problems.push(`name "${name}" exists already: ${taken.join(', ')}`);
      const routes = descriptorRoutes(root);
      if (routes.has(`/${name}`)) problems.push(`name "${name}" is taken: a resource's route is /${name} (${routes.get(`/${name}`)})`);
      for (const [list, taken] of [['resources/index.ts', ident], ['sandbox/modules/index.ts', `${ident}Module`]]) {
        if (importedNames(readFileSync(join(root, list), 'utf8')).includes(taken)) problems.push(`${list} imports a ${taken} already`);
      }
    }
  }

  if (!project.services.includes(service)) problems.push(`service "${service}" is not one of providers/services.ts: ${project.services.join(', ')}`);
  if (!path.startsWith(`/${service}/`)) problems.push(`--path must start with /${service}/ (a path's first segment names its service), got ${path}`);
  else if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(path)) problems.push(`--path must be a plain path (segments of letters, digits, . _ ~ -; no parameters, query or trailing /), got ${path}`);
  else if (checkout) {
    const servedBy = sandboxModules(root).find((m) => m.text.includes(`'${path}'`) || m.text.includes(`\`${path}\``));
    if (servedBy) problems.push(`${path} is served already by sandbox/modules/${servedBy.file}`);
  }

  const byService = Object.entries(project.dialects).filter(([, d]) => d.service === service).map(([n]) => n);
  let dialectName = options.dialect;
  if (dialectName === undefined) {
    if (byService.length === 1) dialectName = byService[0];
    else problems.push(byService.length ? `--dialect is needed: service ${service} speaks ${byService.join(', ')}` : `--dialect is needed: no dialect belongs to service ${service} (one of ${Object.keys(project.dialects).join(', ')})`);
  } else if (!project.dialects[dialectName]) {
    problems.push(`dialect "${dialectName}" is not one of providers/dialects: ${Object.keys(project.dialects).join(', ')}`);
  } else if (project.dialects[dialectName].service !== service) {
    notes.push(`the ${dialectName} dialect is written for service ${project.dialects[dialectName].service}; used here for ${service}`);
  }
  const dialect = dialectName ? project.dialects[dialectName] : undefined;
  if (dialect) {
    for (const [what, key] of [['items', dialect.list.items], ['total', dialect.list.total], ['filteredTotal', dialect.list.filteredTotal]] as const) {
      if (key?.includes('.')) problems.push(`the ${dialectName} dialect keeps its ${what} at a nested path (${key}): the sandbox template answers flat keys only`);
    }
  }

  const icon = options.icon ?? 'FileTextOutlined';
  if (!/^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/.test(icon) || !iconExists(root, icon)) problems.push(`icon "${icon}" is not an @ant-design/icons icon (e.g. QuestionCircleOutlined; see https://ant.design/components/icon)`);

  const type = options.type ?? (KEBAB.test(name) ? typeOf(name) : 'Row');
  if (!/^[A-Z][A-Za-z0-9]*$/.test(type)) problems.push(`--type must be PascalCase, got ${type}`);
  else if (TAKEN_TYPE_NAMES.has(type)) problems.push(`the record type would be ${type}, a name the generated files use already: pass --type <OtherName>`);

  const w = KEBAB.test(name) ? words(name) : ['records'];
  const english = { list: humanise(w), show: humanise([...w.slice(0, -1), singular(w[w.length - 1])]) };
  const titles = {} as Record<Locale, { list: string; show: string }>;
  // English first: ru and kz default to it.
  for (const locale of ['en', 'ru', 'kz'] as const) {
    const given = options.titles?.[locale];
    try {
      titles[locale] = given === undefined ? (locale === 'en' ? english : titles.en) : parseTitles(given, `--${locale}`);
    } catch (e) {
      problems.push((e as Error).message);
      titles[locale] = english;
    }
  }
  const untitled = (['ru', 'kz'] as const).filter((l) => options.titles?.[l] === undefined);
  if (untitled.length) notes.push(`no ${untitled.map((l) => `--${l}`).join(' or ')}: those titles are the English ones ("${titles.en.list}/${titles.en.show}"); translate them in resources/${name}/index.tsx and the seed titles in sandbox/modules/${name}.ts`);

  if (problems.length) throw new UsageError(`new-resource refuses:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return { name, ident, type, service, dialectName: dialectName!, dialect: dialect!, path, icon, order: options.order ?? 40, titles, notes };
}

/** The names a module's `import { … }` lines bring in. */
function importedNames(text: string): string[] {
  return [...text.matchAll(/^import (?:type )?\{([^}]*)\}/gm)].flatMap((m) => m[1].split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!).filter(Boolean));
}

function iconExists(root: string, icon: string): boolean {
  for (const base of [root, process.cwd()]) {
    try {
      createRequire(join(resolve(base), 'package.json')).resolve(`@ant-design/icons-svg/lib/asn/${icon}`);
      return true;
    } catch {
      // not in this checkout's node_modules: try the next
    }
  }
  return false;
}

function filesUnder(dir: string, match: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && match.test(d.name))
    .map((d) => join(d.parentPath, d.name));
}

/** Every descriptor's route, from the source (descriptors cannot be imported without the app). */
function descriptorRoutes(root: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of filesUnder(join(root, 'resources'), /^index\.tsx?$/)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\broute: '([^']+)'/g)) routes.set(m[1], file.slice(root.length + 1));
  }
  return routes;
}

function sandboxModules(root: string): Array<{ file: string; text: string }> {
  const dir = join(root, 'sandbox/modules');
  return readdirSync(dir).filter((f) => f.endsWith('.ts')).map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

// ---------------------------------------------------------------------------------------------
// Rendering

export interface GeneratedFile {
  path: string;
  content: string;
}

const identifier = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);
const tsPairs = (pairs: Array<[string, string]>) => `[${pairs.map(([k, v]) => `['${k}', '${v}']`).join(', ')}]`;
const tsObject = (pairs: Array<[string, string]>) => `{ ${pairs.map(([k, v]) => `${identifier(k)}: '${v}'`).join(', ')} }`;

function sortPairs(dialect: Dialect): Array<[string, string]> {
  const sort = dialect.sort;
  if (!sort) return [];
  if (sort.kind === 'single') return [[sort.param, '-created_at']];
  if (sort.kind === 'keyDir') return [[sort.key, 'created_at'], [sort.dir, 'desc']];
  return [[sort.key, 'created_at'], [sort.val, '-1']];
}

/** The values the templates read, from the resolved options and the dialect's names. */
export function templateValues(r: Resolved): TemplateValues {
  const d = r.dialect;
  const bodyIsArray = d.list.items === '';
  const pageSize = bodyIsArray ? 100 : 20;
  const dayDates = d.dateRange?.format === 'date';
  const dateIn = dayDates ? ['2025-01-10', '2025-01-20'] : ['2025-01-10T00:00:00.000Z', '2025-01-20T23:59:59.999Z'];
  const queryPairs: Array<[string, string]> = [
    ['search', 'lamp'],
    ...((d.arrays === 'comma' ? [['status', 'active,archived']] : [['status', 'active'], ['status', 'archived']]) as Array<[string, string]>),
    ...(d.dateRange ? [[d.dateRange.from, dateIn[0]], [d.dateRange.to, dateIn[1]]] as Array<[string, string]> : []),
    ...sortPairs(d),
    [d.paging.page, '2'],
    [d.paging.limit, '20'],
  ];
  const opening: Array<[string, string]> = [...sortPairs(d), [d.paging.page, '1'], [d.paging.limit, String(pageSize)]];
  const answer: string[] = bodyIsArray ? [] : [`${identifier(d.list.items)}: pageOf(sorted, { page, limit })`];
  if (!bodyIsArray && d.list.total) answer.push(`${identifier(d.list.total)}: ${d.list.filteredTotal ? 'all' : 'sorted'}.length`);
  if (!bodyIsArray && d.list.filteredTotal) answer.push(`${identifier(d.list.filteredTotal)}: sorted.length`);
  const answerDoc = bodyIsArray ? 'the rows themselves, an array' : `{${[d.list.items, d.list.total, d.list.filteredTotal].filter(Boolean).join(', ')}}`;

  const imports = ['bad', 'jsonRoute', 'matchesText', 'notFound', 'rowsOf', 'sortRows', d.arrays === 'comma' ? 'commaEnum' : 'repeatedEnum'];
  if (!bodyIsArray) imports.push('intParam', 'MAX_LIMIT', 'pageOf');
  if (d.sort?.kind === 'single') imports.push('signedSort');
  if (d.sort?.kind === 'keyDir') imports.push('keyDirSort');
  if (d.sort?.kind === 'keyVal') imports.push('enumParam');
  if (d.dateRange) imports.push(dayDates ? 'dayParam' : 'isoParam', 'checkRange');
  imports.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

  const constant = r.type.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return {
    name: r.name,
    nameKey: identifier(r.name),
    ident: r.ident,
    Type: r.type,
    STATUSES: `${constant}_STATUSES`,
    service: r.service,
    dialect: r.dialectName,
    listPath: r.path,
    icon: r.icon,
    order: r.order,
    pageSize,
    ruList: r.titles.ru.list,
    ruShow: r.titles.ru.show,
    kzList: r.titles.kz.list,
    kzShow: r.titles.kz.show,
    enList: r.titles.en.list,
    enShow: r.titles.en.show,
    enShowLower: r.titles.en.show.charAt(0).toLowerCase() + r.titles.en.show.slice(1),
    seedTitle: r.titles.ru.show,
    hasSort: Boolean(d.sort),
    sortSingle: d.sort?.kind === 'single',
    sortKeyDir: d.sort?.kind === 'keyDir',
    sortKeyVal: d.sort?.kind === 'keyVal',
    sortParam: d.sort?.kind === 'single' ? d.sort.param : '',
    sortKeyParam: d.sort && d.sort.kind !== 'single' ? d.sort.key : '',
    sortDirParam: d.sort?.kind === 'keyDir' ? d.sort.dir : '',
    sortValParam: d.sort?.kind === 'keyVal' ? d.sort.val : '',
    arraysComma: d.arrays === 'comma',
    arraysRepeat: d.arrays === 'repeat',
    statusDoc: d.arrays === 'comma' ? '`status=a,b`' : '`status=a&status=b`',
    hasDates: Boolean(d.dateRange),
    datesIso: d.dateRange?.format === 'iso',
    datesDay: dayDates,
    dateFrom: d.dateRange?.from ?? '',
    dateTo: d.dateRange?.to ?? '',
    dateInFrom: dateIn[0],
    dateInTo: dateIn[1],
    searchPlus: d.searchSpaces === 'plus',
    bodyIsArray,
    pageParam: d.paging.page,
    limitParam: d.paging.limit,
    answerFields: answer.join(', '),
    answerDoc,
    sandboxImports: imports.join(', '),
    queryPairs: tsPairs(queryPairs),
    openingQuery: tsObject(opening),
    firstPageRows: Math.min(45, pageSize),
  };
}

/** The files, in the order the README shows them: template → path. */
export const FILES: Array<{ template: string; path: (name: string) => string }> = [
  { template: 'types.ts.tpl', path: (n) => `resources/${n}/types.ts` },
  { template: 'index.tsx.tpl', path: (n) => `resources/${n}/index.tsx` },
  { template: 'parts.tsx.tpl', path: (n) => `resources/${n}/parts.tsx` },
  { template: 'unit.test.tsx.tpl', path: (n) => `resources/${n}/${n}.test.tsx` },
  { template: 'sandbox-module.ts.tpl', path: (n) => `sandbox/modules/${n}.ts` },
  { template: 'e2e.spec.ts.tpl', path: (n) => `tests/e2e/${n}.spec.ts` },
];

export function renderFiles(r: Resolved): GeneratedFile[] {
  const values = templateValues(r);
  return FILES.map(({ template, path }) => ({ path: path(r.name), content: renderTemplate(readFileSync(join(TEMPLATES_DIR, template), 'utf8'), values) }));
}

// ---------------------------------------------------------------------------------------------
// Registering: the lines added to the lists

export interface Registration {
  path: string;
  /** What the change adds, e.g. `questions`; absent when nothing needs adding. */
  adds?: string;
  content?: string;
}

/** Adds `line` after the file's last import. */
function addImport(text: string, line: string, path: string): string {
  const imports = [...text.matchAll(/^import [^;]*;$/gm)];
  const last = imports[imports.length - 1];
  if (!last) throw new UsageError(`${path}: no import found to add "${line}" after; register it by hand`);
  const at = last.index + last[0].length;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}

/** Adds `item` as the last element of the array literal that `opening` starts. */
function addToArray(text: string, opening: string, item: string, path: string): string {
  const start = text.indexOf(opening);
  const end = start < 0 ? -1 : text.indexOf('\n];', start);
  if (end < 0) throw new UsageError(`${path}: "${opening} ... ];" not found; register ${item} by hand`);
  const before = text.slice(0, end).replace(/\s+$/, '');
  const comma = before.endsWith(',') || before.endsWith('[') ? '' : ',';
  return `${before}${comma}\n  ${item},${text.slice(end)}`;
}

/** The menu icons' module (src/controls/menu-icons.tsx): one definition import and one lean icon an entry, in name order. */
function addIcon(text: string, icon: string, path: string): string {
  const imports = [...text.matchAll(/^import (\w+) from '@ant-design\/icons-svg\/es\/asn\/\w+';$/gm)];
  const object = /(export const MENU_ICONS = \{\n)([\s\S]*?)(\n\} satisfies)/.exec(text);
  if (imports.length === 0 || !object) throw new UsageError(`${path}: its icon imports or MENU_ICONS object are not where the generator looks; add ${icon} by hand`);
  const names = [...imports.map((m) => m[1]), icon].sort();
  const entries = [...object[2].split('\n').map((l) => l.trim().replace(/,$/, '')).filter(Boolean), `${icon}: leanIcon(${icon})`].sort();
  const first = imports[0].index;
  const last = imports[imports.length - 1];
  const end = last.index + last[0].length;
  return `${text.slice(0, first)}${names.map((n) => `import ${n} from '@ant-design/icons-svg/es/asn/${n}';`).join('\n')}${text.slice(end)}`.replace(object[0], `${object[1]}${entries.map((e) => `  ${e},`).join('\n')}${object[3]}`);
}

export function registrations(r: Resolved, root: string): Registration[] {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const resourcesPath = 'resources/index.ts';
  const modulesPath = 'sandbox/modules/index.ts';
  const iconsPath = 'src/controls/menu-icons.tsx';
  const moduleIdent = `${r.ident}Module`;
  const icons = read(iconsPath);
  const iconThere = new RegExp(`^\\s*${r.icon}: leanIcon\\(`, 'm').test(icons);
  return [
    {
      path: resourcesPath,
      adds: r.ident,
      content: addToArray(addImport(read(resourcesPath), `import { ${r.ident} } from './${r.name}';`, resourcesPath), 'export const resources: AnyDescriptor[] = [', r.ident, resourcesPath),
    },
    {
      path: modulesPath,
      adds: moduleIdent,
      content: addToArray(addImport(read(modulesPath), `import { ${moduleIdent} } from './${r.name}';`, modulesPath), 'export const modules: SandboxModule[] = [', moduleIdent, modulesPath),
    },
    iconThere ? { path: iconsPath } : { path: iconsPath, adds: r.icon, content: addIcon(icons, r.icon, iconsPath) },
  ];
}

/** What the command prints: one line a file, then what each list gains. */
export function summary(files: GeneratedFile[], regs: Array<Pick<Registration, 'path' | 'adds'>>, r: Pick<Resolved, 'icon'>): string[] {
  const width = Math.max(...[...files, ...regs].map((f) => f.path.length));
  return [
    ...files.map((f) => f.path),
    ...regs.map((g) => `${g.path.padEnd(width)}  ${g.adds ? `+ ${g.adds}` : `(${r.icon} is there already)`}`),
  ];
}

// ---------------------------------------------------------------------------------------------
// The README's worked example

const COMMAND_MARK = '<!-- new-resource: command -->';
const OUTPUT_MARK = '<!-- new-resource: output -->';
const FILE_MARK = /<!-- new-resource: file (\S+) -->/g;
const FENCE = /^```[a-z]*\n([\s\S]*?)^```$/m;

/** Splits a command line as a POSIX shell would for plain words and '…' quotes. */
export function shellWords(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|(\S+)/g)) out.push(m[1] ?? m[2]);
  return out;
}

function fencedAfter(readme: string, mark: string, at: number): { start: number; end: number; body: string } {
  const from = readme.indexOf('```', at + mark.length);
  const m = FENCE.exec(readme.slice(from));
  if (from < 0 || !m || m.index !== 0) throw new Error(`README.md: no code block after ${mark}`);
  const bodyStart = from + m[0].indexOf('\n') + 1;
  return { start: bodyStart, end: bodyStart + m[1].length, body: m[1] };
}

/** The README's example command as arguments (after `npm run new-resource --`). */
export function readmeCommand(readme: string): string[] {
  const at = readme.indexOf(COMMAND_MARK);
  if (at < 0) throw new Error(`README.md: ${COMMAND_MARK} not found`);
  const words = shellWords(fencedAfter(readme, COMMAND_MARK, at).body.replace(/\\\n/g, ' ').trim());
  const dashes = words.indexOf('--');
  if (words.slice(0, 3).join(' ') !== 'npm run new-resource' || dashes !== 3) throw new Error('README.md: the example command must be `npm run new-resource -- …`');
  return words.slice(dashes + 1);
}

export interface ReadmeBlock {
  /** `command`, `output` or a file's path. */
  label: string;
  start: number;
  end: number;
  body: string;
}

export function readmeBlocks(readme: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  for (const mark of [COMMAND_MARK, OUTPUT_MARK]) {
    const at = readme.indexOf(mark);
    if (at >= 0) blocks.push({ label: mark === COMMAND_MARK ? 'command' : 'output', ...fencedAfter(readme, mark, at) });
  }
  for (const m of readme.matchAll(FILE_MARK)) blocks.push({ label: m[1], ...fencedAfter(readme, m[0], m.index) });
  return blocks.sort((a, b) => a.start - b.start);
}

/**
 * What the README's blocks should hold: the output and the files of its own command, rendered
 * with no checkout state (as on a checkout where the name is new and the icon not yet listed).
 */
export function expectedReadmeBlocks(readme: string, project: Project): Map<string, string> {
  const args = parseArgs(readmeCommand(readme));
  const r = resolveOptions(args.options!, project, { checkout: false });
  const files = renderFiles(r);
  const regs = [
    { path: 'resources/index.ts', adds: r.ident },
    { path: 'sandbox/modules/index.ts', adds: `${r.ident}Module` },
    { path: 'src/controls/menu-icons.tsx', adds: `${r.icon} (unless there already)` },
  ];
  const expected = new Map<string, string>([['output', `${summary(files, regs, r).join('\n')}\n`]]);
  for (const f of files) expected.set(f.path, f.content);
  return expected;
}

/** The README with every marked block re-rendered (the command block is the source and stays). */
export function rerenderReadme(readme: string, project: Project): string {
  const expected = expectedReadmeBlocks(readme, project);
  let out = readme;
  for (const block of readmeBlocks(readme).reverse()) {
    if (block.label === 'command') continue;
    const body = expected.get(block.label);
    if (body === undefined) throw new Error(`README.md: the generator writes no ${block.label}`);
    out = `${out.slice(0, block.start)}${body}${out.slice(block.end)}`;
  }
  return out;
}

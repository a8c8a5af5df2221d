import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadProject, parseArgs, type Project, registrations, renderFiles, rerenderReadme, resolveOptions, summary, USAGE, UsageError } from './generate';

export interface Console {
  log(line: string): void;
  error(line: string): void;
}

/**
 * The command: `repo` is the checkout the generator lives in (written into unless `--out`).
 * Answers the exit code; a refusal is printed, and nothing is written. `load` reads the target
 * checkout's dialects and services (a test gives them without importing another checkout).
 */
export async function run(argv: string[], repo: string, out: Console = console, load: (root: string) => Promise<Project> = loadProject): Promise<number> {
  try {
    await generate(argv, repo, out, load);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.error(error.message);
    out.error('(npm run new-resource -- --help lists the options)');
    return 1;
  }
}

async function generate(argv: string[], repo: string, out: Console, load: (root: string) => Promise<Project>): Promise<void> {
  const args = parseArgs(argv);
  if (args.help) {
    out.log(USAGE);
    return;
  }
  const root = resolve(args.out ?? repo);
  const project = await load(root);

  if (args.readme) {
    const path = join(root, 'README.md');
    const before = readFileSync(path, 'utf8');
    const after = rerenderReadme(before, project);
    if (after !== before && !args.dryRun) writeFileSync(path, after);
    out.log(after === before ? 'README.md: the worked example is up to date' : `README.md: the worked example ${args.dryRun ? 'would be' : 'was'} re-rendered`);
    return;
  }

  const resolved = resolveOptions(args.options!, project);
  const files = renderFiles(resolved);
  const regs = registrations(resolved, root);
  // Everything is rendered before anything is written: a refusal leaves the checkout as it was.
  for (const file of files) if (existsSync(join(root, file.path))) throw new UsageError(`${file.path} exists already`);
  if (!args.dryRun) {
    for (const file of files) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.content);
    }
    for (const reg of regs) if (reg.content !== undefined) writeFileSync(join(root, reg.path), reg.content);
  }
  out.log(args.dryRun ? `would write (--dry-run: nothing written) in ${root}:` : `wrote in ${root}:`);
  for (const line of summary(files, regs, resolved)) out.log(`  ${line}`);
  for (const note of resolved.notes) out.log(`note: ${note}`);
  if (!args.dryRun) out.log(`next: npx vitest run --project unit resources/${resolved.name} && npx playwright test tests/e2e/${resolved.name}.spec.ts --project=chromium`);
}

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './new-resource/cli';

/**
 * `npm run new-resource -- <name> --service <service> --path <list path> [--dialect <dialect>]`:
 * a new resource, its sandbox module and its tests in one command (README "Add a resource by
 * writing one descriptor"). The work is in ./new-resource (generate.ts, cli.ts), the files' text
 * in ./new-resource/templates; `--help` lists the options.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.exitCode = await run(process.argv.slice(2), repo);

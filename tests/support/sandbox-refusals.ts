import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every place the sandbox refuses a request with a 4xx, read from its source: the calls of
 * badRequest, notFound, `new SandboxError`, the employees' `refuse` and the rights' `noRight`.
 * A refusal with a code (`key`) is a designed one, a business rule the app must know; one
 * without is the service checking the request's shape (the app never sends such a body).
 */
export interface SandboxRefusal {
  /** `modules/refund-actions.ts:52` */
  site: string;
  file: string;
  status: number;
  /** The message with each `${…}` replaced by a sample value. */
  message: string;
  /** The codes it may answer (several where the code is chosen at run time); empty: none. */
  keys: string[];
}

const CALLS = [
  { name: 'badRequest(', status: () => 400, message: 0, key: 1 },
  { name: 'notFound(', status: () => 404, message: 0, key: -1 },
  { name: 'new SandboxError(', status: (args: string[]) => Number(args[0]), message: 1, key: 2 },
  { name: 'refuse(', status: (args: string[]) => Number(args[2] ?? 403), message: 0, key: 1 },
] as const;

/**
 * Codes chosen at run time, by site ("file:key expression"): what the expression can be.
 * `null` marks a helper's own body whose callers are the sites (they are read instead).
 */
export interface IndirectKeys {
  [fileAndExpression: string]: readonly string[] | null;
}

/** The arguments of the call whose '(' is at `open`, split at the top level (strings and templates respected). */
function callArguments(source: string, open: number): { args: string[]; end: number } {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== ch) {
        if (source[j] === '\\') j++;
        else if (ch === '`' && source[j] === '$' && source[j + 1] === '{') {
          let inner = 1;
          j += 2;
          while (inner > 0 && j < source.length) {
            if (source[j] === '{') inner++;
            else if (source[j] === '}') inner--;
            j++;
          }
          continue;
        }
        j++;
      }
      current += source.slice(i, j + 1);
      i = j;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') {
      depth++;
      if (depth === 1) continue;
    } else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) {
        if (current.trim() !== '') args.push(current.trim());
        return { args, end: i };
      }
    } else if (ch === ',' && depth === 1) {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  return { args, end: source.length };
}

/** A string or template literal's text with `${…}` as a sample value; another expression: a stand-in. */
function sampleText(expression: string | undefined, fallback: string): string {
  if (!expression) return fallback;
  const literal = /^(['"`])([\s\S]*)\1$/.exec(expression);
  if (!literal) return fallback;
  return literal[2].replace(/\$\{[^}]*\}/g, 'PP11');
}

const KEY_LITERAL = /^'([a-z][a-z0-9_]*)'$/;

function keysOf(file: string, expression: string | undefined, indirect: IndirectKeys): string[] | null {
  if (expression === undefined) return [];
  const literal = KEY_LITERAL.exec(expression);
  if (literal) return [literal[1]];
  const known = indirect[`${file}:${expression}`];
  if (known === undefined) throw new Error(`${file}: the code "${expression}" is chosen at run time: say in IndirectKeys what it can be`);
  return known === null ? null : [...known];
}

export function sandboxRefusals(sandboxDir: string, indirect: IndirectKeys): SandboxRefusal[] {
  const files = [...readdirSync(join(sandboxDir, 'modules')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => `modules/${f}`), 'rights.ts'];
  const found: SandboxRefusal[] = [];
  for (const file of files) {
    const source = readFileSync(join(sandboxDir, file), 'utf8');
    for (const call of CALLS) {
      for (let at = source.indexOf(call.name); at !== -1; at = source.indexOf(call.name, at + 1)) {
        const before = source.slice(Math.max(0, at - 9), at);
        // A definition (`function notFound(`) or another name ending the same way is not a site.
        if (/function\s*$/.test(before) || (call.name !== 'new SandboxError(' && /[\w.]$/.test(before))) continue;
        const { args } = callArguments(source, at + call.name.length - 1);
        const line = source.slice(0, at).split('\n').length;
        // `new SandboxError(400, ...TABLE[x])`: message and code come from a table.
        const spread = args.find((arg) => arg.startsWith('...'));
        const keys = spread ? keysOf(file, spread, indirect) : keysOf(file, call.key >= 0 ? args[call.key] : undefined, indirect);
        if (keys === null) continue;
        const status = call.status(args);
        if (!Number.isInteger(status)) {
          const known = indirect[`${file}:${args[0]}`];
          if (known === null) continue;
          throw new Error(`${file}:${line}: the status "${args[0]}" is chosen at run time: say in IndirectKeys`);
        }
        found.push({ site: `${file}:${line}`, file, status, message: sampleText(args[call.message], call.name === 'notFound(' ? 'not found' : 'refused'), keys });
      }
    }
    // The rights' refusal (403): its default code, and any other a route names.
    if (file === 'rights.ts') found.push({ site: 'rights.ts:noRight', file, status: 403, message: 'your role may not do this', keys: ['no_right'] });
    // A route's own 403 code, given to requireRight as `{ key, message }`.
    for (const match of source.matchAll(/\{\s*key:\s*('[a-z_]+'|`[^`]+`),\s*message:\s*('[^']*'|`[^`]*`)\s*\}/g)) {
      const keys = keysOf(file, match[1], indirect) ?? [];
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ site: `${file}:${line}`, file, status: 403, message: sampleText(match[2], 'refused'), keys });
    }
  }
  return found;
}

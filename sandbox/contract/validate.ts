import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { badRequest, isRecord } from '../http';
import type { SandboxEnv } from '../types';
import { isMultipart, type Operation } from './operation';

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  return s;
}

/** The query as the schema reads it: repeated parameters as arrays, empty values as absent (as the modules do). */
function queryOf(c: Context, shape: z.ZodRawShape): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const values = (c.req.queries(name) ?? []).filter((v) => v !== '');
    if (unwrap(schema as z.ZodType) instanceof z.ZodArray) {
      if (values.length) query[name] = values;
    } else if (values.length > 1) {
      badRequest(`${name} must be given once`);
    } else if (values.length === 1) {
      query[name] = values[0];
    }
  }
  return query;
}

const KEYED = /^\[(\w+)\] (.+)$/s;

/** A schema's error worded as its module refuses it, with the module's key: `z.array(z.string(), { error: refusal(...) })`. */
export const refusal = (key: string, message: string): string => `[${key}] ${message}`;

function refuse(where: 'query' | 'body', error: z.ZodError): never {
  const issue = error.issues[0];
  const at = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('');
  const keyed = KEYED.exec(issue.message);
  if (keyed) badRequest(keyed[2], keyed[1]);
  const field = issue.path.at(-1);
  // A schema may word the whole sentence as its module does ('mid is required'): kept as it is.
  if (field !== undefined && issue.message.startsWith(`${String(field)} `)) badRequest(issue.message);
  if (where === 'query') badRequest(`${at} ${issue.message}`);
  badRequest(at ? `${at}: ${issue.message}` : `request body: ${issue.message}`);
}

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') badRequest('request body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    badRequest('malformed JSON body');
  }
}

/**
 * The contract's check of one call's query and JSON body: the last step before the module's
 * handler (after its token guard and right, so a caller without them still gets 401 or 403).
 * Refusals are the modules' 400 `{message, key?}`; the module keeps its business rules.
 */
export function validateRequest(op: Operation): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (op.query) {
      const parsed = op.query.safeParse(queryOf(c, op.query.shape));
      if (!parsed.success) refuse('query', parsed.error);
    }
    if (op.body && !isMultipart(op.body)) {
      const body = await jsonBody(c);
      if (unwrap(op.body) instanceof z.ZodObject && !isRecord(body)) badRequest('request body must be a JSON object');
      const parsed = op.body.safeParse(body);
      if (!parsed.success) refuse('body', parsed.error);
    }
    await next();
  };
}

import { z } from 'zod';

/*
 * Query parameter schemas. A query value is a string; these parse it as the services do
 * (sandbox/modules/list-query.ts) and say what is wrong in the modules' words, so the one
 * generic check (validate.ts) answers as a module would: `<name> <message>`.
 */

export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: 'must be a whole number' })
    .refine((raw) => Number(raw) >= min && Number(raw) <= max, { error: `must be between ${min} and ${max}` })
    .meta({ description: `a whole number ${min}..${max}` });

export const bool = () => z.enum(['true', 'false'], { error: 'must be true or false' });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** `created_at` ascending or `-created_at` descending. */
export const signedSort = <const T extends readonly [string, ...string[]]>(keys: T) =>
  oneOf(keys.flatMap((k) => [k, `-${k}`]) as unknown as readonly [string, ...string[]]);

const ISO_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export const isoDate = () =>
  z.string().regex(ISO_RE, { error: 'must be an ISO 8601 date' }).meta({ description: 'ISO 8601 date or date-time' });

export const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date yyyy-MM-dd' }).meta({ format: 'date' });

export const month = () => z.string().regex(/^\d{4}-\d{2}$/, { error: 'must be a month yyyy-MM' }).meta({ description: 'yyyy-MM' });

/** A comma-separated list in one parameter (`status=a,b`). */
export const commaList = (description: string) => z.string().meta({ description: `comma-separated: ${description}` });

/** A repeated parameter (`category=a&category=b`). */
export const repeated = (description: string) => z.array(z.string()).meta({ description: `repeated: ${description}` });

/** page (1-based) and limit, as every paged list takes them (spec 1: page size 20 unless a screen says otherwise). */
export const paging = { page: wholeNumber(1, 1_000_000).optional(), limit: wholeNumber(1, 100).optional() };

export const sortDir = () => oneOf(['asc', 'desc']);

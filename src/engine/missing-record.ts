/**
 * A read of one record by its id found none: 404, or 400, which a service answers to an id it
 * cannot even parse (`/reviews/does-not-exist`). Either way the address names no record, so
 * the page says "not found", not "check what you typed" (there was nothing to type). Only
 * for a call that carries nothing but the id.
 */
export function isMissingRecord(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null | undefined)?.statusCode;
  return status === 404 || status === 400;
}

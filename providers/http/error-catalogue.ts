import type { AppError } from './errors';

/**
 * One refusal a service is known to answer, and what the app says for it. Each area keeps
 * its own list (resources/<area>/errors.ts) and hands it to the error policy with the call
 * that may meet it; the policy (error-policy.ts) turns a match into the area's text.
 */
export interface KnownRefusal {
  /** The HTTP status (or statuses) it comes with. */
  status: number | readonly number[];
  /** The service's code (the answer's `key`)... */
  key?: string;
  /** ...or words of its message, where the service sends no code (spec 3 §8 binding cards). */
  words?: RegExp;
  /** Translation key of the text the person reads. */
  text: string;
  /** The form field the refusal concerns: a form shows the text on that field. */
  field?: string;
  /** A refused state change: what the screen shows is out of date and is read again. */
  stale?: true;
}

export type ErrorCatalogue = readonly KnownRefusal[];

/** The catalogue's entry for this failure: status and code, or status and words of the message. */
export function knownRefusal(catalogue: ErrorCatalogue, error: AppError): KnownRefusal | undefined {
  return catalogue.find((entry) => {
    const statuses: readonly number[] = typeof entry.status === 'number' ? [entry.status] : entry.status;
    if (!statuses.includes(error.statusCode)) return false;
    if (entry.key !== undefined && entry.key === error.key) return true;
    return entry.words !== undefined && entry.words.test(error.serverMessage ?? '');
  });
}

import { early, http } from '../../providers/http/client';
import type { AnyResource } from './descriptor';
import { screenOf } from './load-resource';

const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

/**
 * The record page's code, asked for once the list's rows are shown and the browser is idle,
 * or sooner when the pointer moves over a row (or one is focused): by the click, it has
 * arrived (issue 30, "open a details page").
 */
export function preloadRecordPage(descriptor: AnyResource, phone: boolean) {
  if (descriptor.pages.includes('show')) quiet(screenOf(descriptor, 'show', phone).load());
}

/**
 * The record page's first calls, started by the click that opens it rather than by the page
 * once its code has arrived and rendered: the page's identical calls take their answers (the
 * http client's prefetch), as the landing route's do (src/app/route-start.ts).
 */
export function startRecordPage(descriptor: AnyResource, id: string, phone: boolean) {
  if (!descriptor.pages.includes('show')) return;
  quiet(screenOf(descriptor, 'show', phone).load());
  startRecordCalls(descriptor, id);
}

/** The show page's first calls (a click that opens it, or the landing route: src/app/route-start.ts). */
export function startRecordCalls(descriptor: Pick<AnyResource, 'backend' | 'createId' | 'showPrefetch'>, id: string) {
  const client = early(http);
  // The request useShow/useOne make through the data provider's getOne (no meta): the same key.
  if (descriptor.backend.onePath && id !== descriptor.createId) quiet(client.request({ method: 'GET', path: descriptor.backend.onePath(id) }));
  descriptor.showPrefetch?.({ id, http: client }).forEach(quiet);
}

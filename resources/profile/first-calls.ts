import { createDocumentsApi } from './documents-api';
import type { HttpClient } from '../../providers/http/client';
import { session } from '../../providers/session';

/**
 * /profile/info's first calls besides the shell's (which bring the shop profile): the
 * documents list and count, started with the route (src/app/route-start.ts). No page code.
 */
export function startProfileCalls(http: HttpClient): Promise<unknown>[] {
  const mid = session.get().mid;
  const api = createDocumentsApi(http);
  return mid ? [api.list(), api.count(mid)] : [];
}

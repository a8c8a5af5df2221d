import { createAuthApi } from '../../providers/api/auth-api';
import { createNotesApi } from '../../providers/api/notes-api';
import { createShellApi } from '../../providers/api/shell-api';
import type { HttpClient } from '../../providers/http/client';
import { startRightsCall } from '../engine/rights-call';

/**
 * The shell's own first calls (the shop and the person in the header, the unread notes, the
 * footer's contacts, the person's rights that gated controls read: src/engine/rights-call.ts), made on the route's early client (src/app/route-start.ts) so that they
 * go out with the page's, not after the shell's code arrives. Each component still asks with
 * its own query; the early answer is handed to it.
 */
export function startShellCalls(http: HttpClient): Promise<unknown>[] {
  const auth = createAuthApi(http);
  return [auth.getShopProfile(), auth.getUserInfo(), auth.getPartners(), createNotesApi(http).count({ status: 'new' }), createShellApi(http).contacts(), ...startRightsCall(http)];
}

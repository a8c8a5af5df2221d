import { permissionsOf } from '../../providers/api/permissions-api';
import type { HttpClient } from '../../providers/http/client';
import { session } from '../../providers/session';

/**
 * What the signed-in employee may do, as the service says (issue 28): the `rights` of
 * GET …/profile/employees/{own tdid}/permissions (providers/api/permissions-api.ts). Asked once
 * per session under ['rights', mid, tdid]: the shell starts it in the route's first wave
 * (src/shell/first-calls.ts), nothing waits for it, and the store switch or sign-out drops it
 * with the rest of the cache (src/app/admin-app.tsx CacheReset). The app keeps no copy of
 * which role has which right: a control names the right it needs, nothing more.
 *
 * While the answer is on its way a gated control is disabled ("checking rights"): a person
 * must never meet a live-looking control that only answers with a refusal. If the call fails,
 * or the service is an older one whose answer has no `rights`, rights are unknown and the
 * controls stay live: the service is the judge, and its refusal (403 no_right) is translated.
 */
export type Right =
  | 'orders.decide'
  | 'refunds.decide'
  | 'products.price'
  | 'products.sale'
  | 'products.bind'
  | 'price_lists.upload'
  | 'price_lists.feed'
  | 'installments.manage'
  | 'pickup_points.manage'
  | 'documents.manage'
  | 'profile.edit'
  | 'employees.create'
  | 'employees.edit'
  | 'employees.activate'
  | 'employees.deactivate'
  | 'employees.delete';

/** Query key of the person's rights: per store and person, dropped with the cache on a store switch. */
export const rightsQueryKey = (mid: string | undefined, tdid: string | undefined) => ['rights', mid, tdid] as const;

/** The signed-in employee's rights; null when the service does not say (an older one). */
export async function loadRights(http: HttpClient, tdid: string, signal?: AbortSignal): Promise<string[] | null> {
  const answer = await permissionsOf(http, tdid, signal);
  return Array.isArray(answer.rights) ? answer.rights : null;
}

/** For the route's first wave: the same GET the hook makes, so its answer is taken, not asked twice. */
export function startRightsCall(http: HttpClient): Promise<unknown>[] {
  const { tdid, merchant_access_token } = session.get();
  return tdid && merchant_access_token ? [loadRights(http, tdid)] : [];
}

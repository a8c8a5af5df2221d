import { useQuery } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createEmployeesApi } from '../../providers/api/employees-api';
import { http as appHttp, type HttpClient } from '../../providers/http/client';
import { session } from '../../providers/session';
import { VisuallyHidden } from '../controls/visually-hidden';

/**
 * What the signed-in employee may do, as the service says (issue 28): the `rights` of
 * GET …/profile/employees/{own tdid}/permissions (providers/api/employees-api.ts). Asked once
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

export const rightsQueryKey = (mid: string | undefined, tdid: string | undefined) => ['rights', mid, tdid] as const;

/** The signed-in employee's rights; null when the service does not say (an older one). */
export async function loadRights(http: HttpClient, tdid: string, signal?: AbortSignal): Promise<string[] | null> {
  const answer = await createEmployeesApi(http).permissionsOf(tdid, signal);
  return Array.isArray(answer.rights) ? answer.rights : null;
}

/** For the route's first wave: the same GET the hook makes, so its answer is taken, not asked twice. */
export function startRightsCall(http: HttpClient): Promise<unknown>[] {
  const { tdid, merchant_access_token } = session.get();
  return tdid && merchant_access_token ? [loadRights(http, tdid)] : [];
}

export interface Rights {
  /** pending: on its way; known: the service said; unknown: it failed or does not say. */
  status: 'pending' | 'known' | 'unknown';
  /** true/false once known; undefined while pending or unknown. */
  has(right: Right): boolean | undefined;
}

export function useRights(): Rights {
  const { mid, tdid } = session.get();
  const query = useQuery({
    queryKey: rightsQueryKey(mid, tdid),
    queryFn: ({ signal }) => loadRights(appHttp, tdid!, signal),
    enabled: Boolean(mid && tdid),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const set = query.data ? new Set(query.data) : undefined;
  const status = set ? 'known' : query.isPending && query.fetchStatus !== 'idle' ? 'pending' : 'unknown';
  return { status, has: (right) => (set ? set.has(right) : undefined) };
}

export interface RightVerdict {
  allowed: boolean;
  /** Why not, translated (the control's tooltip); undefined when allowed. */
  reason?: string;
}

/** Whether the control needing `right` is live; no right named = always. */
export function useRight(right: Right | undefined): RightVerdict {
  const rights = useRights();
  const { t } = useTranslation();
  return verdictOf(rights, right, t);
}

export function verdictOf(rights: Rights, right: Right | undefined, t: (key: string, options?: Record<string, unknown>) => string): RightVerdict {
  if (!right) return { allowed: true };
  if (rights.status === 'pending') return { allowed: false, reason: t('rights.checking') };
  if (rights.has(right) === false) return { allowed: false, reason: rightReason(t, right) };
  return { allowed: true };
}

/** "Недостаточно прав: <what the right allows>". */
export function rightReason(t: (key: string, options?: Record<string, unknown>) => string, right: Right): string {
  return t('rights.missing', { what: t(`rights.names.${right.replace('.', '_')}`) });
}

/**
 * A disabled control with the reason on hover and focus (and for screen readers). A disabled
 * control takes no pointer or focus, so the wrapper holds the tooltip.
 */
export function WithReason({ reason, children, block }: { reason?: string; children: ReactNode; block?: boolean }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} data-reason={reason} style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed' }}>
        {/* A disabled control swallows the pointer: the wrapper hears it instead. */}
        <span style={{ pointerEvents: 'none', display: 'contents' }}>{children}</span>
        <VisuallyHidden>{reason}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

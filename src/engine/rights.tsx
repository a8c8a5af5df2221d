import { useQuery } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http as appHttp } from '../../providers/http/client';
import { session } from '../../providers/session';
import { VisuallyHidden } from '../controls/visually-hidden';
import { loadRights, rightsQueryKey, type Right } from './rights-call';

export type { Right } from './rights-call';

/** The hooks and the reason wrapper over rights-call.ts (kept apart: the route start needs only the call, not antd). */
export interface Rights {
  /** pending: on its way; known: the service said; unknown: it failed or does not say. */
  status: 'pending' | 'known' | 'unknown';
  /** true/false once known; undefined while pending or unknown. */
  has(right: Right): boolean | undefined;
  /** The codes, once known. */
  known?: ReadonlySet<string>;
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
  return { status, known: set, has: (right) => (set ? set.has(right) : undefined) };
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

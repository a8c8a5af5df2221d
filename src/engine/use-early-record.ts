import { use, useRef } from 'react';
import { useDataProvider, type BaseRecord, type GetOneResponse } from '@refinedev/core';
import type { PartnerDataProvider } from '../../providers/data-provider';

/**
 * The queryOptions of a record page's useOne/useShow (issue 30, "open a details page"). The
 * click that opens the record starts its GET (record-start.ts); while that call is on its way
 * the page suspends on it, briefly (ARRIVAL_WAIT_MS): the navigation is a transition, so the
 * list stays on screen and the page then opens with its record in one render, instead of a
 * skeleton first and the record a render later. An answer that has arrived is the query's
 * initial data, and is not asked for again on mount.
 */
export function useEarlyRecord<T extends BaseRecord>(resource: string, id: string | undefined) {
  const provider = useDataProvider()() as Partial<PartnerDataProvider>;
  const tookEarly = useRef(false);
  const waiting = id === undefined ? undefined : provider.waitForOne?.({ resource, id });
  if (waiting) use(waiting);
  return {
    initialData: (): GetOneResponse<T> | undefined => {
      const answer = id === undefined ? undefined : provider.takeArrivedOne?.<T>({ resource, id });
      tookEarly.current ||= answer !== undefined;
      return answer;
    },
    refetchOnMount: () => !tookEarly.current,
  };
}

import { useCallback, useRef } from 'react';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserConfig } from '../../providers/api/settings-api';
import { guideProgress, withSteps, type GuideStep } from './rules/guide';
import { CONFIG_KEY, configApi } from './price-lists-services';

/**
 * The side guide's progress, kept in the user config's `guides` map (spec 1 §7, spec 3 §2):
 * a step shows done at once and is saved by sending the whole config back with only that
 * map entry changed (the newest copy is read first, so every other key and guide is sent
 * as the server has it). Saves run one after another, so quick clicks all land in order;
 * a failed save shows the server's state again (the change visibly undone) with a toast.
 */
export function useGuide() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: CONFIG_KEY, queryFn: () => configApi.getConfig() });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);

  const mark = useCallback(
    (steps: readonly GuideStep[], done: boolean) => {
      queryClient.setQueryData<UserConfig>(CONFIG_KEY, (config) => withSteps(config, steps, done));
      pending.current += 1;
      queue.current = queue.current.then(async () => {
        try {
          const saved = await configApi.saveConfig(withSteps(await configApi.getConfig(), steps, done));
          // Later clicks are still on their way: their optimistic state stays until they land.
          if (pending.current === 1) queryClient.setQueryData(CONFIG_KEY, saved);
        } catch {
          open?.({ key: 'price-lists-guide', type: 'error', message: t('priceLists.toasts.guideError') });
          await queryClient.invalidateQueries({ queryKey: CONFIG_KEY });
        } finally {
          pending.current -= 1;
        }
      });
      return queue.current;
    },
    [open, queryClient, t],
  );

  return {
    progress: guideProgress(query.data?.guides),
    loading: query.isLoading,
    /** Failed with nothing to show (a failed re-read keeps the progress it has). */
    error: query.data === undefined ? query.error : null,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
    mark,
  };
}

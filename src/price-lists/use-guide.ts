import { useCallback, useRef } from 'react';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserConfig } from '../../providers/api/settings-api';
import { guideProgress, withSteps, type GuideStep } from './rules/guide';
import { CONFIG_KEY, configApi } from './price-lists-services';

/**
 * The side guide's progress, kept in the user config's `guides` map (spec 1 §7, spec 3 §2):
 * a step is shown done at once and saved by sending the whole config back with only that
 * map entry changed (the service keeps the body as the config, so every other key and guide
 * is sent as it came). A failed save rolls back visibly with a toast. One save at a time.
 */
export function useGuide() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: CONFIG_KEY, queryFn: () => configApi.getConfig() });
  const saving = useRef(false);

  const mark = useCallback(
    async (steps: readonly GuideStep[], done: boolean) => {
      if (saving.current) return;
      saving.current = true;
      const before = queryClient.getQueryData<UserConfig>(CONFIG_KEY);
      const next = withSteps(before, steps, done);
      queryClient.setQueryData(CONFIG_KEY, next);
      try {
        // Read the newest copy first: another tab or screen may have changed other keys.
        const fresh = await configApi.getConfig().catch(() => before);
        const saved = await configApi.saveConfig(withSteps(fresh, steps, done));
        queryClient.setQueryData(CONFIG_KEY, saved);
      } catch {
        queryClient.setQueryData(CONFIG_KEY, before);
        open?.({ key: 'price-lists-guide', type: 'error', message: t('priceLists.toasts.guideError') });
      } finally {
        saving.current = false;
      }
    },
    [open, queryClient, t],
  );

  return { progress: guideProgress(query.data?.guides), loading: query.isLoading, failed: query.isError, mark };
}

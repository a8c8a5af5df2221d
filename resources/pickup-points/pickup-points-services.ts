import { useCallback } from 'react';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createPickupPointsApi } from './pickup-points-api';
import { CITIES_QUERY_KEY, listCities } from '../../providers/api/cities-api';
import { PICKUP_POINTS_QUERY_KEY } from '../../providers/api/pickup-points-shape';
import { describeError, type ShownError } from '../../providers/http/error-policy';
import { pickupPointErrors } from './errors';
import { http } from '../../providers/http/client';
import { config } from '../../providers/config';

/** The pickup-point screens' typed calls on the app's one HTTP client. */
export const pickupPointsApi = createPickupPointsApi(http);
/** The backend has the designed bulk enable/disable call (VITE_PICKUP_POINTS_BULK_CALL=on); else one spec call per point. */
export const bulkCallConfigured = config.pickupPointsBulkCall;
export const citiesApi = { list: () => listCities(http) };

/**
 * React Query keys shared with other screens: the cities (registration reads the same), and
 * the raw point list that orders, refunds and registration keep (PICKUP_POINTS_QUERY_KEY).
 */
export const POINT_KEYS = {
  cities: CITIES_QUERY_KEY,
  raw: PICKUP_POINTS_QUERY_KEY,
  /** The create form's copy of all points (a fresh read each time the form opens). */
  all: ['merchant-profile', 'pickup-points', 'all'] as const,
};

/** After any change: Refine's list and record, and the orders' copy of the points. */
export function usePointsChanged() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    async (id?: string) => {
      await Promise.all([
        invalidate({ resource: 'pickup-points', invalidates: id ? ['list', 'detail'] : ['list'], id }),
        queryClient.invalidateQueries({ queryKey: POINT_KEYS.raw }),
      ]);
    },
    [invalidate, queryClient],
  );
}

/**
 * Toasts of this area: the text given, or a failure said by the error policy with this area's
 * catalogue (errors.ts): `text` wraps its text ("could not save the point: …"), the server's
 * words are at most the secondary line, and a point that is gone re-reads the lists.
 */
export function usePointToasts() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const changed = usePointsChanged();
  const describe = (error: unknown): ShownError => describeError(t, (k) => i18n.exists(k), error, { catalogue: pickupPointErrors });
  return {
    success: (key: string, message: string) => open?.({ key, type: 'success', message }),
    describe,
    failure: (key: string, error: unknown, text: (message: string) => string, shown = describe(error)) => {
      if (shown.stale) void changed();
      open?.({ key, type: 'error', message: text(shown.text), description: shown.detail });
    },
  };
}

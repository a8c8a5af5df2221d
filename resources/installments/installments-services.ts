import { useCallback } from 'react';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createInstallmentsApi } from './installments-api';
import { describeError } from '../../providers/http/error-policy';
import { installmentErrors } from './errors';
import { http } from '../../providers/http/client';
import { useSourcedOptions, type SourcedOptions } from '../../src/engine/sourced-options';

/** The installment screens' typed calls on the app's one HTTP client. */
export const installmentsApi = createInstallmentsApi(http);

/** React Query keys of the calls that do not go through Refine's data provider. */
export const INSTALLMENT_KEYS = {
  categories: ['storefront', 'categories'] as const,
  products: (id: number, sort: string, page: number) => ['installments', 'products', id, sort, page] as const,
  productsOf: (id: number) => ['installments', 'products', id] as const,
  oldOne: (id: string) => ['payplan', 'installment', id] as const,
  productsInfo: ['storefront', 'products-info'] as const,
};

/** The shop's categories as filter options (Russian titles, as the backend names them); */
export function useCategoryOptions(): SourcedOptions {
  return useSourcedOptions(CATEGORY_SOURCE, Infinity);
}

/** `listStatus`: a failed load says why in the dropdown, with its retry (not an empty list). */
const CATEGORY_SOURCE = {
  queryKey: INSTALLMENT_KEYS.categories,
  load: async () => (await installmentsApi.categories()).categories.map((c) => ({ value: c.slug, label: c.title.ru })),
};

/**
 * Toasts of this area: a success text, or a failure said by the error policy with the area's
 * catalogue (errors.ts); answers whether the refusal means the promotion changed meanwhile
 * (the caller reads it again).
 */
export function useInstallmentToasts() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  return {
    success: (key: string) => open?.({ key: `installments-${key}`, type: 'success', message: t(`installments.toasts.${key}`) }),
    failure: (error: unknown): boolean => {
      const shown = describeError(t, (k) => i18n.exists(k), error, { catalogue: installmentErrors });
      open?.({ key: 'installments-failed', type: 'error', message: t('installments.toasts.failed', { message: shown.text }), description: shown.detail });
      return shown.stale;
    },
  };
}

/** After a change: the promotion lists (both tabs) and the participation's products. */
export function useInstallmentsChanged() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      await Promise.all([
        invalidate({ resource: 'installments', invalidates: ['list'] }),
        invalidate({ resource: 'installments-past', invalidates: ['list'] }),
        queryClient.invalidateQueries({ queryKey: INSTALLMENT_KEYS.productsOf(id) }),
      ]);
    },
    [invalidate, queryClient],
  );
}

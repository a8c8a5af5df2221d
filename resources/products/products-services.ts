import { useCallback } from 'react';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { createProductsApi } from './products-api';
import { describeError, type ShownError } from '../../providers/http/error-policy';
import { productErrors } from './errors';
import { http } from '../../providers/http/client';
import { useWarningToast } from '../../src/shell/notification-provider';

/** The products screens' typed calls on the app's one HTTP client. */
export const productsApi = createProductsApi(http);

/** The three lists of the products page, re-read after a change that moves rows between them. */
export function useProductListsChanged() {
  const invalidate = useInvalidate();
  return useCallback(
    async (...names: Array<'products' | 'unrelated' | 'nosuitable'>) => {
      await Promise.all(names.map((resource) => invalidate({ resource, invalidates: ['list'] })));
    },
    [invalidate],
  );
}

/**
 * Toasts of this area: a success text, a partial outcome (warning), or a failure; `describe` says a failed call by the error
 * policy with this area's catalogue (errors.ts): in the user's language, the server's words at
 * most the toast's secondary line (`detail`).
 */
export function useProductToasts() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const warning = useWarningToast();
  return {
    success: (key: string, message: string) => open?.({ key, type: 'success', message }),
    warning,
    failure: (key: string, message: string, detail?: string) => open?.({ key, type: 'error', message, description: detail }),
    /** A failed call: `action` is the translation key of this action's own failure text. */
    describe: (error: unknown, action?: string): ShownError => describeError(t, (k) => i18n.exists(k), error, { catalogue: productErrors, action }),
  };
}

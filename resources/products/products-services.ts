import { useCallback } from 'react';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { createProductsApi } from './products-api';
import { errorText } from '../../providers/http/error-text';
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

/** Toasts of this area: a success text, a partial outcome (warning), or a failure that names the server's message. */
export function useProductToasts() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const warning = useWarningToast();
  return {
    success: (key: string, message: string) => open?.({ key, type: 'success', message }),
    warning,
    failure: (key: string, message: string) => open?.({ key, type: 'error', message }),
    /** The server's message (or the translated generic one) for a failed call. */
    reason: (error: unknown) => errorText(t, (k) => i18n.exists(k), error),
  };
}

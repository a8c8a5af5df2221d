import type { NotificationProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Toast durations (spec 1 §9): 3 s; 7 s when the toast offers a cancel button; pending ones stay. */
export const TOAST_SECONDS = 3;
export const UNDO_TOAST_SECONDS = 7;

/**
 * Refine's own error toasts ("Error (status code: 503)" + the server's English text) come
 * with keys it makes up, all ending in "-notification". The app says every failure itself,
 * through the error policy (providers/http/error-policy.ts): a failed load in place with its
 * retry (ErrorState), a failed change in the toast of the screen that made it. So Refine's
 * would be a second, untranslated toast for the same failure: it is dropped here.
 */
export function isRefineDefaultError(params: { type: string; key?: string }): boolean {
  return params.type === 'error' && Boolean(params.key?.endsWith('-notification'));
}

/**
 * The one place that decides how Refine's notifications look: antd toasts from the app's
 * <App> context, so they follow the theme and the language.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
        if (isRefineDefaultError({ type, key })) return;
        if (type === 'progress') {
          notification.info({
            key,
            message,
            description,
            duration: cancelMutation ? (undoableTimeout ?? UNDO_TOAST_SECONDS) : 0,
            btn: cancelMutation ? (
              <Button size="small" onClick={() => { cancelMutation(); if (key) notification.destroy(key); }}>
                {t('common.cancel')}
              </Button>
            ) : undefined,
          });
          return;
        }
        notification[type]({ key, message, description, duration: TOAST_SECONDS });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification, t],
  );
}

/**
 * A toast for an outcome that is neither a success nor a failure (a bulk change that went
 * through for some rows only): antd's warning, as long as the others. Refine's notifications
 * know success, error and progress only, so this one is opened here, beside them.
 */
export function useWarningToast() {
  const { notification } = App.useApp();
  return useCallback((key: string, message: string) => notification.warning({ key, message, duration: TOAST_SECONDS }), [notification]);
}

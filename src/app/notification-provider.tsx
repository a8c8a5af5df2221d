import type { NotificationProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Toast durations (spec 1 §9): 3 s; 7 s when the toast offers a cancel button; pending ones stay. */
export const TOAST_SECONDS = 3;
export const UNDO_TOAST_SECONDS = 7;

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

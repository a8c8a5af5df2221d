import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { offerUndo, type UndoableChange } from './undo-toast';

/** The undo toast in the interface language (undo-toast.tsx), on the app's toasts. */
export function useUndo() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return useCallback(
    (change: UndoableChange) => offerUndo(notification, { action: t('engine.undo.action'), label: (what) => t('engine.undo.label', { what }) }, change),
    [notification, t],
  );
}

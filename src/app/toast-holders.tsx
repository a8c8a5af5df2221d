import { message, Modal, notification } from 'antd';
import { useLayoutEffect } from 'react';
import type { useAppProps } from 'antd/es/app/context';

/** Short messages (top centre) open below the 68 px top bar (spec 1 §9), never over its bell, metrics and shop menu. */
export const TOAST_TOP = 68 + 12;

/**
 * Notifications (every Refine toast: saved, failed, exported...) open at the bottom centre.
 * At the top right they covered the page header's own buttons (Экспорт XLSX, Добавить точку);
 * at the bottom right the lists' row actions and switches, fixed at the right edge, just when
 * the seller wants to retry the one that failed. The centre lies over data cells. Their bottom edge stays above
 * the bars fixed at the bottom of a page (the order edit bar, about 64 px; the phone's bottom
 * bar, 56 px), whose buttons they would cover there.
 */
export const TOAST_PLACEMENT = 'bottom';
export const TOAST_BOTTOM = 64 + 24;

/** antd's toast and dialog holders (what antd's App renders), loaded on demand by app-frame.tsx. */
export default function ToastHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: TOAST_PLACEMENT, bottom: TOAST_BOTTOM });
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}

import { message, Modal, notification } from 'antd';
import { useLayoutEffect } from 'react';
import type { useAppProps } from 'antd/es/app/context';

/**
 * Toasts open below the 68 px top bar (spec 1 §9), never over its bell, metrics and shop
 * menu, which the seller may want to reach while a toast shows.
 */
export const TOAST_TOP = 68 + 12;

/** antd's toast and dialog holders (what antd's App renders), loaded on demand by app-frame.tsx. */
export default function ToastHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
  const [notificationApi, notificationHolder] = notification.useNotification({ top: TOAST_TOP });
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}

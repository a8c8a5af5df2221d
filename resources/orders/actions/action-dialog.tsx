import type { ReactNode } from 'react';
import { Button, Drawer, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LockedCallState } from '../shared/use-locked-call';
import { LockNotice } from './lock-notice';

export type ActionsVariant = 'details' | 'row' | 'mobile';

export interface ActionDialogProps {
  variant: ActionsVariant;
  open: boolean;
  title: ReactNode;
  okText: string;
  okDisabled?: boolean;
  okDanger?: boolean;
  /** The change is running: the confirm button shows loading. */
  busy: boolean;
  lockState: LockedCallState;
  /** Gives up waiting for a locked order. */
  onStop(): void;
  onOk(): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of every order-action dialog: a modal on desktop, a bottom drawer with
 * full-width buttons on a phone (thumb reach). While the order is locked the lock notice
 * sits above the buttons; closing while a call waits stops waiting.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { variant, open, title, busy, onClose } = props;
  const close = (): void => {
    if (busy) props.onStop();
    onClose();
  };
  const mobile = variant === 'mobile';
  const ok = (
    <Button key="ok" type="primary" danger={props.okDanger} loading={busy} disabled={props.okDisabled} block={mobile} size={mobile ? 'large' : 'middle'} onClick={props.onOk}>
      {props.okText}
    </Button>
  );
  const back = (
    <Button key="back" block={mobile} size={mobile ? 'large' : 'middle'} onClick={close}>
      {t('orders.actions.back')}
    </Button>
  );
  const body = (
    <Flex vertical gap={12}>
      {props.children}
      <LockNotice state={props.lockState} onStop={props.onStop} />
    </Flex>
  );

  if (mobile) {
    return (
      <Drawer
        open={open}
        title={title}
        placement="bottom"
        height="auto"
        onClose={close}
        destroyOnHidden
        footer={
          <Flex vertical gap={8}>
            {ok}
            {back}
          </Flex>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open={open} title={title} onCancel={close} maskClosable={!busy} destroyOnHidden width={480} footer={[back, ok]}>
      {body}
    </Modal>
  );
}

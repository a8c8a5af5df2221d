import { Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

/** Puts text on the clipboard; the old execCommand route where the async API is missing or refused. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** Copies the order number and says so (spec 2 §2 "id copied" toast). */
export function CopyIdButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const label = t('orders.details.copyId');
  return (
    <Tooltip title={label} mouseEnterDelay={0.15}>
      <Button
        type="text"
        aria-label={label}
        icon={<CopyOutlined />}
        onClick={async () => {
          await copyText(id);
          open?.({ key: 'order-id-copied', type: 'success', message: t('orders.toasts.idCopied') });
        }}
      />
    </Tooltip>
  );
}

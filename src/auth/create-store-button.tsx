import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authProvider } from '../../providers/auth-services';
import { errorKey } from '../../providers/http/error-key';

/**
 * "Create another store" (spec 1 §2): after a confirmation, a new store in status NEW is
 * made for this person and signed into, and its registration opens (/register).
 */
export function CreateStoreButton({ disabled }: { disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      navigate(await authProvider.createStore(), { replace: true });
    } catch (error) {
      void message.error(t(errorKey(error, i18n)));
      setCreating(false);
    }
  };

  return (
    <Button
      icon={<PlusOutlined />}
      block
      loading={creating}
      disabled={disabled}
      onClick={() =>
        modal.confirm({
          title: t('auth.partners.createTitle'),
          content: t('auth.partners.createText'),
          okText: t('auth.partners.createOk'),
          cancelText: t('common.cancel'),
          onOk: create,
        })
      }
    >
      {t('auth.partners.createStore')}
    </Button>
  );
}

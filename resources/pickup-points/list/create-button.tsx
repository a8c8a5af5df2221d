import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageCommands } from '../../../src/controls/commands/page-commands';

export const CREATE_PATH = '/profile/pickup-points/create';

/** The list's page action: the empty form at /profile/pickup-points/create. */
export function CreatePointButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageCommands([{ id: 'pickup-points-create', kind: 'action', label: t('pickup-points.actions.create'), run: () => navigate(CREATE_PATH) }]);
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(CREATE_PATH)}>
      {t('pickup-points.actions.create')}
    </Button>
  );
}

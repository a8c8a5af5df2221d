import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function NoAccess() {
  const { t } = useTranslation();
  return <Result status="403" title={t('shell.noAccessTitle')} subTitle={t('shell.noAccess')} />;
}

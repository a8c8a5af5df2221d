import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any unknown path. (The full page with links to every area comes with the shell issue.) */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('shell.notFoundTitle')}
      subTitle={t('shell.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('shell.toHome')}
        </Button>
      }
    />
  );
}

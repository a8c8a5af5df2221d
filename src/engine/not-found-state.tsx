import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

// Apart from states.tsx, so the lists' first screens do not load antd's Result (its
// illustrations are ~8 KB gzip): only the pages that show a record import this.
/** A record that does not exist (404 or an empty answer), with the way back to its list. */
export function NotFoundState({ listHref }: { listHref: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('engine.show.notFound')}
      subTitle={t('engine.show.notFoundHint')}
      extra={<Link to={listHref}>{t('engine.show.back')}</Link>}
    />
  );
}

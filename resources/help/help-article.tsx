import { Alert, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAppError } from '../../providers/http/errors';
import { ErrorState } from '../../src/engine/states';
import { formatDate } from '../../src/format/dates';
import { HelpBody } from './help-body';
import { useFaqPage } from './help-services';

/** /faq/{slug}: the page's Russian title and body (spec 3 §2: title.ru, body.ru). */
export function HelpArticle() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const query = useFaqPage(slug);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) {
    if (isAppError(query.error) && query.error.statusCode === 404) {
      return <Result status="404" title={t('help.pageNotFound')} subTitle={t('help.pageNotFoundHint')} extra={<Link to="/faq">{t('help.toStart')}</Link>} />;
    }
    return <HelpLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  return (
    <article aria-labelledby="help-title">
      {i18n.language !== 'ru' && <Alert type="info" showIcon message={t('help.russianOnly')} style={{ marginBottom: 12, maxWidth: 848 }} />}
      <Typography.Title id="help-title" level={1} lang="ru" style={{ fontSize: 26, marginTop: 0, marginBottom: 4 }}>
        {page.title.ru}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {t('help.updated', { date: formatDate(page.updated_at) })}
      </Typography.Paragraph>
      <HelpBody html={page.body.ru} />
    </article>
  );
}

export function HelpLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return <ErrorState error={error} onRetry={onRetry} title={t('help.loadError')} />;
}

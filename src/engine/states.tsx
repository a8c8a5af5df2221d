import { Alert, Button, Empty, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../providers/http/errors';

/** A failed load: the translated AppError key and a retry button; `title` says what failed to load. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry(): void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={title ?? t('engine.error.title')}
      description={t(errorKeyOf(error), { defaultValue: t('engine.error.generic') })}
      action={
        <Button size="small" onClick={onRetry}>
          {t('engine.error.retry')}
        </Button>
      }
    />
  );
}

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

/** No rows: said plainly, naming the search when there is one (and that it looked across every date when it did). */
export function EmptyState({ filtered, search, everywhere }: { filtered: boolean; search?: string; everywhere?: boolean }) {
  const { t } = useTranslation();
  const text = search
    ? t(everywhere ? 'engine.list.emptySearchEverywhere' : 'engine.list.emptySearch', { text: search })
    : t(filtered ? 'engine.list.emptyFiltered' : 'engine.list.empty');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span role="status">{text}</span>} />;
}

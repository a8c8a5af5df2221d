import { Alert, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../providers/http/error-policy';

export interface ErrorStateProps {
  error: unknown;
  onRetry(): void;
  /** What failed to load ("Не удалось загрузить пункты выдачи"); a generic title otherwise. */
  title?: string;
  /** The retry is on its way: the button spins and sends nothing more. */
  retrying?: boolean;
  /** One line for a small area (a side card, a dropdown, under a list): what failed and why, the retry as a link. */
  compact?: boolean;
}

/**
 * The one failed-load state (lists, details, the store list, dialogs' data): what failed,
 * the error policy's translated reason and "Повторить" in place. The fault suite finds the
 * way out of any failure by that button's name, so every failed load uses this.
 */
export function ErrorState({ error, onRetry, title, retrying, compact }: ErrorStateProps) {
  const { t, i18n } = useTranslation();
  const reason = errorMessage(t, (key) => i18n.exists(key), error);
  const retry = () => !retrying && onRetry();
  if (compact) {
    // The retry follows the text inline, so a narrow card keeps its width for the words.
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ padding: '6px 10px', alignItems: 'baseline', fontSize: 13 }}
        message={
          <span>
            <strong>{title ?? t('engine.error.title')}. </strong>
            {reason}{' '}
            <Button type="link" size="small" loading={retrying} onClick={retry} style={{ padding: 0, height: 'auto', fontSize: 13 }}>
              {t('engine.error.retry')}
            </Button>
          </span>
        }
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={title ?? t('engine.error.title')}
      description={reason}
      action={
        <Button size="small" loading={retrying} onClick={retry}>
          {t('engine.error.retry')}
        </Button>
      }
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

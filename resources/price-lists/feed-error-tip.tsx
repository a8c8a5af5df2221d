import { useTranslation } from 'react-i18next';
import { FEED_ERROR_REASONS, type FeedErrorReason } from './rules/feed-form';

/** Spec 3 §8: the four reasons a feed link fails; the one the service named is in bold. */
export function FeedErrorTip({ reason }: { reason?: FeedErrorReason }) {
  const { t } = useTranslation();
  return (
    <div>
      <div>{t('priceLists.automatic.errorTitle')}</div>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
        {FEED_ERROR_REASONS.map((r) => (
          <li key={r} style={r === reason ? { fontWeight: 600 } : undefined}>
            {t(`priceLists.automatic.reasons.${r}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

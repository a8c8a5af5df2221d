import { Card, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../src/engine/states';
import { formatDateTime } from '../../src/format/dates';
import { LAST_FEED_KEY, priceListsApi } from './price-lists-services';
import { COLORS } from '../../src/controls/colors';

/** Spec 3 §2: the last successful feed (file name and time) or the hint that there is none. */
export function LastFeedCard() {
  const { t } = useTranslation();
  const last = useQuery({ queryKey: LAST_FEED_KEY, queryFn: () => priceListsApi.lastSuccessfulFeed() });
  return (
    <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>{t('priceLists.automatic.lastFeed')}</h3>}>
      {last.data === undefined && last.error ? (
        // Not "none yet": a failed read says so, with its retry.
        <ErrorState compact error={last.error} title={t('priceLists.automatic.lastFeedError')} retrying={last.isFetching} onRetry={() => void last.refetch()} />
      ) : last.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : last.data ? (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
          <dt style={MUTED}>{t('priceLists.automatic.lastFeedFile')}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-all' }}>{last.data.entity_id}</dd>
          <dt style={MUTED}>{t('priceLists.automatic.lastFeedTime')}</dt>
          <dd style={{ margin: 0 }}>{formatDateTime(last.data.meta.updated_at)}</dd>
        </dl>
      ) : (
        <Typography.Text type="secondary">{t('priceLists.automatic.lastFeedNone')}</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('priceLists.automatic.refreshNote')}
      </Typography.Paragraph>
    </Card>
  );
}

/** Secondary text dark enough for contrast on white (antd's 45 % grey is not). */
const MUTED = { color: COLORS.textSecondary };

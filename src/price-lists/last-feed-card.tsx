import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/dates';
import { LAST_FEED_KEY, priceListsApi } from './price-lists-services';

/** Spec 3 §2: the last successful feed (file name and time) or the hint that there is none. */
export function LastFeedCard() {
  const { t } = useTranslation();
  const last = useQuery({ queryKey: LAST_FEED_KEY, queryFn: () => priceListsApi.lastSuccessfulFeed() });
  return (
    <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>{t('priceLists.automatic.lastFeed')}</h3>}>
      {last.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : last.data ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'file', label: t('priceLists.automatic.lastFeedFile'), children: <Typography.Text style={{ wordBreak: 'break-all' }}>{last.data.entity_id}</Typography.Text> },
            { key: 'time', label: t('priceLists.automatic.lastFeedTime'), children: formatDateTime(last.data.meta.updated_at) },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('priceLists.automatic.lastFeedNone')}</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('priceLists.automatic.refreshNote')}
      </Typography.Paragraph>
    </Card>
  );
}

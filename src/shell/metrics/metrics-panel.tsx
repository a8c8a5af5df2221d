import { useQuery } from '@tanstack/react-query';
import { Flex, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderMetrics } from '../../../providers/api/shell-api';
import { ErrorState } from '../../engine/states';
import { shellApi } from '../shell-services';
import { formatCount, splitDuration } from './metrics-format';
import { formatServerPercent } from '../../format/percent';
import { COLORS } from '../../controls/colors';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap={16}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong>{value}</Typography.Text>
    </Flex>
  );
}

function MetricsBody({ metrics }: { metrics: OrderMetrics }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = metrics.accepted_products + metrics.canceled_products;
  const { hours, minutes } = splitDuration(metrics.avg_order_accept_time);
  const time = [hours ? t('shell.metrics.hours', { value: hours }) : '', t('shell.metrics.minutes', { value: minutes })].filter(Boolean).join(' ');
  return (
    <Flex vertical gap={8}>
      <Row label={t('shell.metrics.accepted')} value={t('shell.metrics.items', { value: formatCount(metrics.accepted_products, lang) })} />
      <Row label={t('shell.metrics.canceled')} value={t('shell.metrics.items', { value: formatCount(metrics.canceled_products, lang) })} />
      <Progress
        percent={100}
        success={{ percent: all ? (metrics.accepted_products / all) * 100 : 0, strokeColor: '#389e0d' }}
        strokeColor={all ? COLORS.danger : COLORS.border}
        showInfo={false}
        size="small"
        aria-label={t('shell.metrics.ratio')}
      />
      <Row label={t('shell.metrics.canceledPercent')} value={formatServerPercent(metrics.canceled_products_percent, lang)} />
      <Row label={t('shell.metrics.avgAcceptTime')} value={time} />
      <div style={{ background: COLORS.page, borderRadius: 6, padding: '8px 12px', marginTop: 4 }}>
        <Typography.Text strong style={{ fontSize: 12 }}>{t('shell.metrics.formulaTitle')}</Typography.Text>
        <Typography.Paragraph style={{ fontSize: 12, margin: '4px 0 0' }}>{t('shell.metrics.formula')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>{t('shell.metrics.example')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>{t('shell.metrics.timeNote')}</Typography.Paragraph>
      </div>
    </Flex>
  );
}

/** The metrics dropdown's content: the figures, or a skeleton while they load, or the error with a retry. */
export function MetricsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['shell', 'order-metrics'], queryFn: ({ signal }) => shellApi.metrics(signal), staleTime: 60_000 });
  return (
    <div role="dialog" aria-label={t('shell.metrics.title')} onKeyDown={(e) => e.key === 'Escape' && onClose()} style={{ width: 340, maxWidth: 'calc(100vw - 24px)' }}>
      <Typography.Text strong style={{ display: 'block', fontSize: 16, marginBottom: 12 }}>
        {t('shell.metrics.title')}
      </Typography.Text>
      {query.data ? (
        <MetricsBody metrics={query.data} />
      ) : query.error ? (
        <ErrorState compact error={query.error} title={t('shell.metrics.loadError')} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      )}
    </div>
  );
}

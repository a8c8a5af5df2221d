import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, trackEvent } from '../../providers/analytics';
import { useFileDownload } from '../../src/controls/use-file-download';
import { drillQuery, narrowingOf } from './filters';
import { financeApi } from './finance-services';
import { rangeOf, reportFileName } from './period';

/**
 * The transactions CSV of the list's filters (spec 2 §7; the period, the kinds and the order
 * number as the list sends them; every row, newest first as the table opens): a pending toast
 * until the file arrives, then a success or an error toast; a `finance_report` event. With no
 * period (cleared, or set aside by an order search) every date is reported.
 */
export function CsvButton({ filters }: { filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const { download, running } = useFileDownload();
  const get = () => {
    const range = rangeOf(filters);
    const narrowing = narrowingOf(filters);
    trackEvent(ANALYTICS_EVENTS.financeReport, { from: range?.from, to: range?.to, types: narrowing.types?.join(','), by_order: narrowing.order !== undefined });
    void download(() => financeApi.csv(drillQuery(filters)), reportFileName(range, narrowing), {
      pending: t('transactions.report.pending'),
      success: t('transactions.report.success'),
      error: t('transactions.report.error'),
    });
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={running} onClick={get}>
      {t('transactions.report.button')}
    </Button>
  );
}

import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, trackEvent } from '../../providers/analytics';
import { useFileDownload } from '../../src/controls/use-file-download';
import { financeApi } from './finance-services';
import { rangeOf, reportFileName } from './period';

/**
 * The transactions CSV for the chosen period (spec 2 §7, every row of it, newest first as the
 * table opens): a pending toast until the file arrives, then a success or an error toast; a
 * `finance_report` event. With no period the whole ledger is reported.
 */
export function CsvButton({ filters }: { filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const { download, running } = useFileDownload();
  const range = rangeOf(filters);
  const get = () => {
    trackEvent(ANALYTICS_EVENTS.financeReport, { from: range?.from, to: range?.to });
    void download(() => financeApi.csv(range), reportFileName(range), {
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

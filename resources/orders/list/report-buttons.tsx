import { useState } from 'react';
import { Button } from 'antd';
import { InlineRow } from '../../../src/controls/inline-row';
import { DownloadOutlined } from '../../../src/controls/lean-icons';
import { useNotification, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ReportType } from '../orders-api';
import { useFileDownload } from '../../../src/controls/use-file-download';
import { usePageCommands } from '../../../src/controls/commands/page-commands';
import { ordersApi } from '../orders-services';
import { periodOf, reportFileName } from './order-period';
import { ANALYTICS_EVENTS, trackEvent } from '../../../providers/analytics';

const REPORTS: ReportType[] = ['delivered', 'canceled'];

/**
 * The delivered and canceled reports for the list's period (spec 2 §7 reporter, §5: a period is
 * required). The CSV carries the payment columns (commission, earnings): a seller reconciling
 * a period wants them, and the spec does not say when to leave them out.
 */
export function ReportButtons({ filters }: { filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const { download, running } = useFileDownload();
  const [current, setCurrent] = useState<ReportType>();
  const period = periodOf(filters);

  const get = async (type: ReportType) => {
    if (!period) {
      open?.({ key: 'orders-report-period', type: 'error', message: t('orders_select_period_for_reports') });
      return;
    }
    setCurrent(type);
    trackEvent(ANALYTICS_EVENTS.ordersReport, { report_type: type, from: period.from, to: period.to });
    await download(() => ordersApi.report({ type, from: period.from, to: period.to, withPayment: true }), reportFileName(type, period), {
      pending: t('orders.list.reports.pending'),
      error: t('orders.list.reports.error'),
    });
    setCurrent(undefined);
  };

  // The palette offers the same two downloads (each this button's own run).
  usePageCommands(REPORTS.map((type) => ({ id: `orders-report-${type}`, kind: 'action', label: t(`orders.list.reports.${type}`), run: () => void get(type) })));
  return (
    <InlineRow>
      {REPORTS.map((type) => (
    <Button
      key={type}
      icon={<DownloadOutlined aria-hidden />}
      loading={running && current === type}
      disabled={running && current !== type}
      onClick={() => void get(type)}
    >
      {t(`orders.list.reports.${type}`)}
    </Button>
      ))}
    </InlineRow>
  );
}

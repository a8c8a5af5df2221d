import { BarChartOutlined } from '../../controls/lean-icons';
import { Button, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, prefetchOnIdle, useOnDemand } from '../../controls/on-demand';
import { PartPlaceholder } from '../part-placeholder';

// The content (Progress, Skeleton, Alert, the figures) loads when first opened, or on idle before that.
const metricsPanel = onDemand(() => import('./metrics-panel'));

function PanelSlot({ onClose }: { onClose: () => void }) {
  const { module, failed } = useOnDemand(metricsPanel);
  return module ? <module.MetricsPanel onClose={onClose} /> : <PartPlaceholder width={340} failed={failed} />;
}

/** Top-bar dropdown with the order metrics and how the cancelled share is counted (spec 3 §2). */
export function MetricsDropdown({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => prefetchOnIdle(metricsPanel), []);
  return (
    <Popover trigger="click" placement="bottom" arrow={false} open={open} onOpenChange={setOpen} destroyOnHidden content={<PanelSlot onClose={() => setOpen(false)} />}>
      <Button type="text" icon={<BarChartOutlined style={{ fontSize: 18 }} />} aria-label={compact ? t('shell.metrics.title') : undefined} aria-haspopup="dialog" aria-expanded={open}>
        {compact ? null : t('shell.metrics.button')}
      </Button>
    </Popover>
  );
}

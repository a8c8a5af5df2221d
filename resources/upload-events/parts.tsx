import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { defineParts } from '../../src/engine/descriptor';
import { formatDateTime } from '../../src/format/dates';
import { STATUS_VIEW, TAG_STYLES } from '../../src/price-lists/rules/status';
import { uploadEventsTexts } from './texts';
import type { UploadEvent, UploadStatus } from './types';

export function StatusTag({ status }: { status: UploadStatus }) {
  const { t } = useTranslation();
  const view = STATUS_VIEW[status];
  return view ? <Tag style={{ ...TAG_STYLES[view.color], marginInlineEnd: 0 }}>{t(view.labelKey)}</Tag> : <Tag>{status}</Tag>;
}

function LoadType({ value }: { value: string }) {
  const { t } = useTranslation();
  return <>{t(`upload-events.loadTypes.${value}`, { defaultValue: value })}</>;
}

export default defineParts<UploadEvent>({
  list: {
    columns: [
      { key: 'entity_id', ellipsis: true, render: (e) => <Typography.Text strong>{e.entity_id}</Typography.Text> },
      { key: 'uploaded', width: 170, render: (e) => formatDateTime(e.meta.uploaded) },
      { key: 'status', width: 150, render: (e) => <StatusTag status={e.status} /> },
      { key: 'updated_at', width: 170, render: (e) => formatDateTime(e.meta.updated_at) },
      { key: 'load_type', width: 150, render: (e) => <LoadType value={e.meta.load_type} /> },
      { key: 'user', width: 190, ellipsis: true, render: (e) => e.meta.user },
    ],
  },
  i18n: uploadEventsTexts,
});

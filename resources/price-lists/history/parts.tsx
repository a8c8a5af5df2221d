import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { defineParts } from '../../../src/engine/descriptor';
import { formatDateTime } from '../../../src/format/dates';
import { STATUS_VIEW, TAG_STYLES } from '../rules/status';
import { uploadEventsTexts } from './texts';
import type { UploadEvent, UploadStatus } from './types';
import { COLORS } from '../../../src/controls/colors';
import { EllipsisText } from '../../../src/controls/ellipsis-text';

export function StatusTag({ status }: { status: UploadStatus }) {
  const { t } = useTranslation();
  const view = STATUS_VIEW[status];
  return view ? <Tag style={{ ...TAG_STYLES[view.color], marginInlineEnd: 0 }}>{t(view.labelKey)}</Tag> : <Tag>{status}</Tag>;
}

function LoadType({ value }: { value: string }) {
  const { t } = useTranslation();
  return <>{t(`upload-events.loadTypes.${value}`, { defaultValue: value })}</>;
}

function FileCell({ event }: { event: UploadEvent }) {
  return (
    <div style={{ minWidth: 0 }}>
      <EllipsisText strong title={event.entity_id}>
        {event.entity_id}
      </EllipsisText>
      <EllipsisText title={event.meta.user} style={{ fontSize: 12, color: COLORS.textSecondary }}>
        {event.meta.user}
      </EllipsisText>
    </div>
  );
}

export default defineParts<UploadEvent>({
  list: {
    columns: [
      // The author under the file name: the table fits beside the side guide without scrolling.
      { key: 'entity_id', required: true, render: (e) => <FileCell event={e} /> },
      { key: 'uploaded', width: 150, render: (e) => formatDateTime(e.meta.uploaded) },
      { key: 'status', width: 120, render: (e) => <StatusTag status={e.status} /> },
      { key: 'updated_at', width: 150, render: (e) => formatDateTime(e.meta.updated_at) },
      { key: 'load_type', width: 120, render: (e) => <LoadType value={e.meta.load_type} /> },
    ],
  },
  i18n: uploadEventsTexts,
});

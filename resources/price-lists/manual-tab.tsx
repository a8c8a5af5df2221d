import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { DeleteOutlined, FileExcelOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { extensionOf } from './rules/file-rules';
import { fileSizeText } from './rules/file-size';
import { useManualUpload } from './use-manual-upload';
import { useRight, WithReason } from '../../src/engine/rights';
import { COLORS } from '../../src/controls/colors';

const EVENTS_BASE = '/products/upload/events';

/**
 * Manual tab (spec 3 §2): pick or drop a file, its preview with a delete control, upload with
 * progress. Without price_lists.upload the drop area and the button are disabled, with the reason.
 */
export function ManualTab() {
  const { t } = useTranslation();
  const { file, progress, uploading, accepted, choose, remove, upload } = useManualUpload();
  const right = useRight('price_lists.upload');
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('priceLists.manual.intro')}</Typography.Paragraph>
      {/* No `accept` filter: a dropped file of another type must reach the format check and its toast. */}
      <WithReason reason={right.reason} block>
        <Upload.Dragger
          multiple={false}
          showUploadList={false}
          disabled={uploading || !right.allowed}
          beforeUpload={(picked) => {
            choose(picked);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('priceLists.manual.dropTitle')}</p>
          <p className="ant-upload-hint">{t('priceLists.manual.dropHint')}</p>
        </Upload.Dragger>
      </WithReason>
      {file && (
        <Card size="small" role="group" aria-label={file.name}>
          <Flex align="center" gap={12}>
            {extensionOf(file.name) === 'xml' ? (
              <FileTextOutlined aria-hidden style={{ fontSize: 28, color: COLORS.primary }} />
            ) : (
              <FileExcelOutlined aria-hidden style={{ fontSize: 28, color: '#389e0d' }} />
            )}
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong ellipsis={{ tooltip: file.name }}>
                {file.name}
              </Typography.Text>
              <Typography.Text type="secondary">{fileSizeText(file.size, t)}</Typography.Text>
            </Flex>
            <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('priceLists.manual.remove', { name: file.name })} disabled={uploading} onClick={remove} />
          </Flex>
          {progress !== undefined && <Progress percent={progress} size="small" aria-label={t('priceLists.manual.progress')} style={{ margin: '8px 0 0' }} />}
        </Card>
      )}
      {file && (
        <div>
          <WithReason reason={right.reason}>
            <Button type="primary" loading={uploading} disabled={!right.allowed} onClick={() => void upload()}>
              {t('priceLists.manual.upload')}
            </Button>
          </WithReason>
        </div>
      )}
      {accepted && (
        <Alert
          type="success"
          showIcon
          // The theme's darker success colour (for text contrast) derives a grey-green tint: keep antd's light one.
          style={{ background: '#f6ffed', borderColor: '#b7eb8f' }}
          message={t('priceLists.manual.accepted', { name: accepted.entity_id })}
          description={<Link to={`${EVENTS_BASE}/${encodeURIComponent(accepted.id)}`}>{t('priceLists.manual.openEvent')}</Link>}
        />
      )}
    </Flex>
  );
}

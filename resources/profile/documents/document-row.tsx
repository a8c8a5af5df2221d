import { DeleteOutlined, DownloadOutlined, EditOutlined, ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Popconfirm, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopDocument } from '../documents-api';
import { errorKeyOf } from '../../../providers/http/errors';
import { useRight, WithReason } from '../../../src/engine/rights';
import { formatDate } from '../../../src/format/dates';
import { documentsApi } from '../profile-services';
import { mediaUrl } from '../../../providers/media-url';
import { documentFileName } from './document-rules';
import { COLORS } from '../../../src/controls/colors';

interface Props {
  doc: ShopDocument;
  mid: string;
  onRenamed(): Promise<unknown>;
  onRemoved(): Promise<unknown>;
}

/**
 * One document: name (renamed in place), upload date, open, download, delete with confirmation.
 * Rename and delete need documents.manage (issue 28): without it they stay, disabled, with the
 * reason in place of their own tooltip; open and download are for everyone.
 */
export function DocumentRow({ doc, mid, onRenamed, onRemoved }: Props) {
  const { t, i18n } = useTranslation();
  const manage = useRight('documents.manage');
  const { message } = App.useApp();
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const lock = useRef(false);

  const guarded = async (work: () => Promise<void>) => {
    if (lock.current) return;
    lock.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      lock.current = false;
      setBusy(false);
    }
  };

  const save = () =>
    guarded(async () => {
      if (!manage.allowed) return;
      const name = (draft ?? '').trim();
      if (!name) return setProblem('documents.nameRequired');
      if (name === doc.name) return setDraft(undefined);
      try {
        await documentsApi.rename(mid, doc.id, name);
        message.success(t('documents.toasts.renamed'));
        await onRenamed();
        setDraft(undefined);
      } catch (error) {
        const key = errorKeyOf(error);
        setProblem(i18n.exists(key) ? key : 'errors.unknown'); // the typed name stays
      }
    });

  const remove = () =>
    guarded(async () => {
      if (!manage.allowed) return;
      try {
        await documentsApi.remove(mid, doc.id);
        message.success(t('documents.toasts.removed'));
        await onRemoved();
      } catch (error) {
        const key = errorKeyOf(error);
        message.error(t(i18n.exists(key) ? key : 'errors.unknown'));
      }
    });

  if (draft !== undefined) {
    return (
      <Flex gap={8} align="start" wrap style={{ padding: '10px 0' }}>
        <Flex vertical style={{ flex: '1 1 260px' }}>
          <Input
            autoFocus
            value={draft}
            maxLength={255}
            aria-label={t('documents.renameLabel')}
            status={problem ? 'error' : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setProblem(undefined);
            }}
            onPressEnter={() => void save()}
            onKeyDown={(e) => e.key === 'Escape' && setDraft(undefined)}
          />
          {problem && <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>{t(problem)}</Typography.Text>}
        </Flex>
        <WithReason reason={manage.reason}>
          <Button type="primary" loading={busy} disabled={!manage.allowed} onClick={() => void save()}>{t('documents.save')}</Button>
        </WithReason>
        <Button onClick={() => setDraft(undefined)}>{t('documents.cancel')}</Button>
      </Flex>
    );
  }

  // Shown and downloaded with its file's extension, whatever it was renamed to.
  const fileName = documentFileName(doc);
  return (
    <Flex gap={12} align="center" style={{ padding: '10px 0' }} data-testid="document-row">
      <FileTextOutlined aria-hidden style={{ fontSize: 18, color: COLORS.primary }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Link href={mediaUrl(doc.link)} target="_blank" rel="noopener" ellipsis style={{ maxWidth: '100%' }}>
          {fileName}
        </Typography.Link>
        {doc.created_at && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('documents.date')} {formatDate(doc.created_at)}</Typography.Text>}
      </Flex>
      <Flex gap={2}>
        <Tooltip title={t('documents.open')}>
          <Button type="text" href={mediaUrl(doc.link)} target="_blank" rel="noopener" icon={<ExportOutlined />} aria-label={`${t('documents.open')}: ${fileName}`} />
        </Tooltip>
        <Tooltip title={t('documents.download')}>
          <Button type="text" href={mediaUrl(doc.link)} download={fileName} icon={<DownloadOutlined />} aria-label={`${t('documents.download')}: ${fileName}`} />
        </Tooltip>
        {manage.allowed ? (
          <>
            <Tooltip title={t('documents.rename')}>
              <Button type="text" icon={<EditOutlined />} aria-label={`${t('documents.rename')}: ${fileName}`} onClick={() => { setDraft(doc.name); setProblem(undefined); }} />
            </Tooltip>
            <Popconfirm title={t('documents.removeConfirm', { name: fileName })} okText={t('documents.removeOk')} okButtonProps={{ danger: true }} cancelText={t('documents.cancel')} onConfirm={() => remove()}>
              <Button type="text" danger loading={busy} icon={<DeleteOutlined />} aria-label={`${t('documents.remove')}: ${fileName}`} />
            </Popconfirm>
          </>
        ) : (
          <>
            <WithReason reason={manage.reason}>
              <Button type="text" disabled icon={<EditOutlined />} aria-label={`${t('documents.rename')}: ${fileName}`} />
            </WithReason>
            <WithReason reason={manage.reason}>
              <Button type="text" danger disabled icon={<DeleteOutlined />} aria-label={`${t('documents.remove')}: ${fileName}`} />
            </WithReason>
          </>
        )}
      </Flex>
    </Flex>
  );
}

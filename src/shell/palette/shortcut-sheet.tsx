import { Modal, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageCommandList } from '../../controls/commands/page-commands';
import { PALETTE_CLASS, paletteCss } from './palette-style';
import { isMac, paletteKeys } from './palette-keys';

export interface ShortcutSheetProps {
  open: boolean;
  onClose(): void;
}

/** `?`: every key that works here, the app's and the open page's (issue 33). */
export function ShortcutSheet({ open, onClose }: ShortcutSheetProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const page = usePageCommandList().filter((c) => c.kind === 'key');
  const global = [
    { id: 'palette', keys: paletteKeys(), label: t('shell.sheet.palette') },
    { id: 'help', keys: '?', label: t('shell.sheet.help') },
    { id: 'undo', keys: isMac() ? '⌘Z' : 'Ctrl+Z', label: t('shell.sheet.undo') },
  ];
  const table = (rows: Array<{ id: string; keys?: string; label: string }>) => (
    <dl className={`${PALETTE_CLASS}-keys`} style={{ display: 'grid', gridTemplateColumns: '88px 1fr', gap: '8px 16px', margin: 0 }}>
      {rows.map((r) => (
        <div key={r.id} style={{ display: 'contents' }}>
          <dt>
            <kbd>{r.keys}</kbd>
          </dt>
          <dd style={{ margin: 0 }}>{r.label}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Modal open={open} title={t('shell.sheet.title')} footer={null}
      closable={{ 'aria-label': t('shell.palette.close') }} onCancel={onClose} width={520} destroyOnHidden>
      <style href="shell-palette" precedence="default">
        {paletteCss(token)}
      </style>
      <Typography.Title level={3} style={{ fontSize: token.fontSize, marginTop: 0 }}>
        {t('shell.sheet.page')}
      </Typography.Title>
      {page.length > 0 ? table(page) : <Typography.Paragraph type="secondary">{t('shell.sheet.none')}</Typography.Paragraph>}
      <Typography.Title level={3} style={{ fontSize: token.fontSize }}>
        {t('shell.sheet.global')}
      </Typography.Title>
      {table(global)}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('shell.sheet.typingNote')}
      </Typography.Paragraph>
    </Modal>
  );
}

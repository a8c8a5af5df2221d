import { RightOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../providers/api/notes-api';
import { formatDateTime } from '../../format/dates';
import { noteTarget } from './notes-state';
import { COLORS } from '../../controls/colors';

/** One note: date, body and a "new" marker; an actionable note is a link to its order, review or refunds. */
export function NoteItem({ note, onOpen }: { note: Note; onOpen: (note: Note, target: string) => void }) {
  const { t } = useTranslation();
  const target = note.note_type === 'actionable' ? noteTarget(note.link) : undefined;
  const unread = note.status === 'new';
  const content = (
    <Flex gap={8} align="center">
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(note.created_at)}
          </Typography.Text>
          {unread && (
            <Tag color="blue" bordered={false} style={{ marginInlineEnd: 0 }}>
              {t('shell.notes.new')}
            </Tag>
          )}
        </Flex>
        <Typography.Paragraph style={{ margin: 0, color: COLORS.text, fontWeight: unread ? 500 : 400 }}>{note.body}</Typography.Paragraph>
      </div>
      {target && <RightOutlined aria-hidden style={{ color: COLORS.icon, fontSize: 12 }} />}
    </Flex>
  );
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab: the browser's own way
    event.preventDefault();
    if (target) onOpen(note, target);
  };
  return (
    <li
      data-unseen-note={unread ? note.id : undefined}
      className="partner-note"
      style={{ listStyle: 'none', borderBottom: `1px solid ${COLORS.border}`, background: unread ? COLORS.unread : undefined }}
    >
      {target ? (
        <a href={target} onClick={open} style={{ display: 'block', padding: '10px 16px', color: 'inherit' }}>
          {content}
        </a>
      ) : (
        <div style={{ padding: '10px 16px' }}>{content}</div>
      )}
    </li>
  );
}

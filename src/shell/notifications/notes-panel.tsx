import { Badge, Button, Checkbox, Empty, Flex, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note, NoteType } from '../../../providers/api/notes-api';
import { ErrorState } from '../../engine/states';
import { NoteItem } from './note-item';
import { NOTE_TYPES } from './notes-state';
import { useNoteLists } from './use-note-lists';
import { useOnVisible, useSeenNotes } from './visibility';

/** Spec 3 §2: the list part of the dropdown is at most 512 px high. */
export const NOTES_LIST_MAX_HEIGHT = 512;

export interface NotesPanelProps {
  tab: NoteType;
  onTab: (tab: NoteType) => void;
  unreadOnly: boolean;
  onUnreadOnly: (value: boolean) => void;
  /** Bumped after a status change: both lists reload. */
  version: number;
  unreadTotal?: number;
  onSeen: (id: number) => void;
  onOpen: (note: Note, target: string) => void;
  onClose: () => void;
  /** Marks every unread note read (one call per 500); running while `marking`. */
  onMarkAll: () => void;
  marking: boolean;
}

/** The dropdown's content: Actions and System tabs with badges, the unread-only filter, the list. */
export function NotesPanel(props: NotesPanelProps) {
  const { t } = useTranslation();
  const { list, counts, loadMore, retry, hasMore } = useNoteLists(props);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  useSeenNotes(root, props.onSeen, list.notes);
  useOnVisible(root, end, loadMore);

  const label = (type: NoteType) => (
    <Flex align="center" gap={6}>
      {t(`shell.notes.tabs.${type}`)}
      <Badge count={counts[type] ?? 0} overflowCount={99} size="small" color="#1463e0" />
    </Flex>
  );
  const failed = list.error !== undefined;
  const empty = !list.loading && !failed && list.page > 0 && list.notes.length === 0;

  return (
    <div
      role="dialog"
      aria-label={t('shell.notes.title')}
      onKeyDown={(e) => e.key === 'Escape' && props.onClose()}
      style={{ width: 400, maxWidth: 'calc(100vw - 24px)' }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '12px 16px 0' }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('shell.notes.title')}
        </Typography.Text>
        <Checkbox checked={props.unreadOnly} onChange={(e) => props.onUnreadOnly(e.target.checked)}>
          {t('shell.notes.unreadOnly')}
        </Checkbox>
      </Flex>
      <Flex justify="flex-end" style={{ padding: '0 8px' }}>
        <Button type="link" size="small" loading={props.marking} disabled={!props.unreadTotal} onClick={props.onMarkAll} data-testid="notes-mark-all">
          {t('shell.notes.markAll')}
        </Button>
      </Flex>
      <Tabs
        size="small"
        activeKey={props.tab}
        onChange={(key) => props.onTab(key as NoteType)}
        items={NOTE_TYPES.map((type) => ({ key: type, label: label(type) }))}
        tabBarStyle={{ margin: 0, padding: '0 16px' }}
      />
      <div ref={setRoot} style={{ maxHeight: NOTES_LIST_MAX_HEIGHT, overflowY: 'auto' }} data-testid="notes-list">
        <ul aria-label={t(`shell.notes.tabs.${props.tab}`)} style={{ margin: 0, padding: 0 }}>
          {list.notes.map((note) => (
            <NoteItem key={note.id} note={note} onOpen={props.onOpen} />
          ))}
        </ul>
        {empty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(props.unreadOnly ? 'shell.notes.emptyUnread' : 'shell.notes.empty')} />}
        {failed && (
          // Under the notes already shown: a failed next page keeps them.
          <div style={{ margin: 12 }}>
            <ErrorState compact error={list.error} title={t('shell.notes.loadError')} onRetry={retry} />
          </div>
        )}
        {list.loading && <Spin size="small" style={{ display: 'block', padding: 16 }} />}
        {hasMore && !list.loading && !failed && (
          // Keyed by page: a fresh element is observed anew, so a short page still pulls the next one.
          <div key={list.page} ref={setEnd} style={{ padding: 8, textAlign: 'center' }}>
            <Button type="link" size="small" onClick={loadMore}>
              {t('shell.notes.more')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

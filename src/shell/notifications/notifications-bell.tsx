import { BellOutlined } from '../../controls/lean-icons';
import { App, Badge, Button, Popover } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note, NoteType } from '../../../providers/api/notes-api';
import { onDemand, prefetchOnIdle, useOnDemand } from '../../controls/on-demand';
import { PartPlaceholder } from '../part-placeholder';
import { notesApi } from '../shell-services';
import type { NotesPanelProps } from './notes-panel';
import { markAllRead } from './mark-all';
import { useUnreadCount } from './use-unread-count';
import { useShellRouter } from '../shell-router';

// The panel (tabs, filter, the list and its paging) loads when first opened, or on idle before that.
const notesPanel = onDemand(() => import('./notes-panel'));

function PanelSlot(props: NotesPanelProps) {
  const { module, failed } = useOnDemand(notesPanel);
  return module ? <module.NotesPanel {...props} /> : <PartPlaceholder width={400} failed={failed} />;
}

/**
 * The bell with the unread count (99+ above 99) and the notifications dropdown (spec 3 §2, §4).
 * Notes that came into view while it was open become read in one call when it closes; opening
 * an actionable note closes it the same way (that note included) and goes to its page.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { navigate } = useShellRouter(); // not useNavigate: it re-renders on every URL change (issue 30)
  const { count, refresh } = useUnreadCount();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NoteType>('actionable');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [version, setVersion] = useState(0);
  const seen = useRef(new Set<number>());
  useEffect(() => prefetchOnIdle(notesPanel), []);

  const close = (alsoRead?: number) => {
    setOpen(false);
    if (alsoRead !== undefined) seen.current.add(alsoRead);
    const ids = [...seen.current];
    seen.current = new Set();
    if (ids.length === 0) return;
    notesApi.setStatus(ids, 'read').then(
      () => {
        setVersion((v) => v + 1);
        refresh();
      },
      () => message.error(t('shell.notes.markFailed')),
    );
  };

  const [marking, setMarking] = useState(false);
  const markingNow = useRef(false); // a double click sends one round of calls
  const markAll = () => {
    if (markingNow.current) return;
    markingNow.current = true;
    setMarking(true);
    seen.current = new Set(); // all of them are about to be read
    markAllRead(notesApi)
      .then(
        () => undefined,
        () => message.error(t('shell.notes.markAllFailed')),
      )
      .finally(() => {
        markingNow.current = false;
        setMarking(false);
        setVersion((v) => v + 1); // partly done batches show as they are
        refresh();
      });
  };

  const openNote = (note: Note, target: string) => {
    close(note.status === 'new' ? note.id : undefined);
    navigate(target);
  };

  const label = count ? t('shell.notes.bellUnread', { value: count }) : t('shell.notes.title');
  // Placement "bottom" lets antd shift the panel sideways to stay on a phone's screen; "bottomRight" only flips.
  return (
    <Popover
      trigger="click"
      placement="bottom"
      arrow={false}
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
      content={
        <PanelSlot
          tab={tab}
          onTab={setTab}
          unreadOnly={unreadOnly}
          onUnreadOnly={setUnreadOnly}
          version={version}
          unreadTotal={count}
          // Still mounted for the closing animation: what shows then is not "seen".
          onSeen={(id) => open && seen.current.add(id)}
          onOpen={openNote}
          onClose={() => close()}
          onMarkAll={markAll}
          marking={marking}
        />
      }
    >
      <Button type="text" aria-label={label} aria-haspopup="dialog" aria-expanded={open} data-testid="notes-bell">
        <Badge count={count ?? 0} overflowCount={99} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

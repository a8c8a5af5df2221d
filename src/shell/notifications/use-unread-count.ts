import { useEffect, useRef, useState } from 'react';
import { NOTES_POLL_MS } from '../../../providers/api/notes-api';
import { notesApi } from '../shell-services';
import { startPoller, type Poller } from '../../controls/poller';

/**
 * The bell's unread count, polled every 10 s (spec 3 §7) while the tab is visible, one call
 * at a time. `refresh` asks for it now, e.g. after notes were marked read.
 */
export function useUnreadCount(): { count: number | undefined; refresh: () => void } {
  const [count, setCount] = useState<number>();
  const poller = useRef<Poller>(undefined);
  useEffect(() => {
    const p = startPoller({ task: async () => setCount(await notesApi.count({ status: 'new' })), intervalMs: NOTES_POLL_MS });
    poller.current = p;
    return () => p.stop();
  }, []);
  return { count, refresh: () => poller.current?.refresh() };
}

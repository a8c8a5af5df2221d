import { useSyncExternalStore } from 'react';
import { session } from '../../providers/session';

/** What the guard needs of the session, as a primitive snapshot so React can compare it. */
export interface SessionSnapshot {
  signedIn: boolean;
  mid?: string;
}

const snapshotKey = () => {
  const c = session.get();
  return `${c.merchant_access_token ? '1' : '0'}|${c.mid ?? ''}`;
};

export function useSessionSnapshot(): SessionSnapshot {
  const key = useSyncExternalStore((notify) => session.subscribe(() => notify()), snapshotKey, snapshotKey);
  const [signed, mid] = key.split('|');
  return { signedIn: signed === '1', mid: mid || undefined };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { onDemand, useOnDemand } from '../../controls/on-demand';
import { saveReturnPath } from '../../auth/return-path';
import { finishSessionEnd, useSessionEnd } from './session-end-state';

const dialog = onDemand(() => import('./session-end-dialog'));

/** Mounted once in the frame: the session-end dialog, its code loaded when a session first ends. */
export function SessionEndHost() {
  const state = useSessionEnd();
  const { pathname, search } = useLocation();
  const { module, failed } = useOnDemand(dialog, state.open);
  // No dialog to ask with (its code did not arrive): the session ends as "sign in from the
  // start" does, so the waiting calls fail rather than wait for ever, and sign-in comes back here.
  useEffect(() => {
    if (!state.open || !failed) return;
    saveReturnPath(`${pathname}${search}`);
    finishSessionEnd(false);
  }, [state.open, failed, pathname, search]);
  if (!state.open || !module) return null;
  const Dialog = module.default;
  return <Dialog state={state} />;
}

import { onDemand, useOnDemand } from '../../controls/on-demand';
import { useSessionEnd } from './session-end-state';

const dialog = onDemand(() => import('./session-end-dialog'));

/** Mounted once in the frame: the session-end dialog, its code loaded when a session first ends. */
export function SessionEndHost() {
  const state = useSessionEnd();
  const { module } = useOnDemand(dialog, state.open);
  if (!state.open || !module) return null;
  const Dialog = module.default;
  return <Dialog state={state} />;
}

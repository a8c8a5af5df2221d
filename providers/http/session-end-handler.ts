import type { SessionEndInfo } from './session-end';

const SIGN_IN_PATH = '/auth/sign-in';

/** The plain redirect to sign-in, until the app sets its session-end dialog. */
function defaultSessionEnd(): boolean {
  if (typeof window === 'undefined') return false;
  // Already there (a token-less call on the sign-in page got 401): a reload would only loop.
  if (window.location.pathname === SIGN_IN_PATH) return false;
  window.location.assign(SIGN_IN_PATH);
  return false;
}

type SessionEndHandler = (info: SessionEndInfo) => void | boolean | Promise<boolean>;
let sessionEndHandler: SessionEndHandler = defaultSessionEnd;

/** The app sets the session-end dialog here (src/app/session-end); null restores the plain redirect. */
export function setSessionEndHandler(fn: SessionEndHandler | null): void {
  sessionEndHandler = fn ?? defaultSessionEnd;
}

/** The app client's onSessionEnd: the handler set at the moment the session ends. */
export async function runSessionEndHandler(info: SessionEndInfo): Promise<boolean> {
  return (await sessionEndHandler(info)) === true;
}

/**
 * /__crash: a screen that always fails to render, so that tests (and anyone curious) can see
 * the per-route error page while the shell keeps working. Harmless in production: it only
 * shows the error page, to the person who typed the address.
 */
export default function CrashTestPage(): never {
  throw new Error('Crash test: this screen fails to render on purpose');
}

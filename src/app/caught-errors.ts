/**
 * How a render error that an error boundary caught goes to the console: as text, never as the
 * error object (issue 28).
 *
 * React keeps, for every error it catches, a WeakMap entry from the error to the fiber that
 * threw (react-dom's `CapturedStacks`), and that fiber leads to the whole failed screen: its
 * fibers, props, closures and DOM. The entry lives as long as the error does, and the console
 * keeps every object logged to it so that DevTools can show it (Chrome keeps the last 1,000
 * messages; the bench's and the tests' pages, with a debugger attached, keep them all). React's
 * default `onCaughtError` (`console.error(error)`) and the route boundary's own log both logged
 * the error: each error screen left the screen it replaced, some 1,000 DOM nodes and their
 * listeners, detached and alive for the rest of the tab's life. Logged as its text, the error
 * is free once the boundary lets it go (the next navigation), and the screen with it.
 */

/** The error's stack (or name and message), then the component stack React gives. */
export function caughtErrorText(error: unknown, componentStack?: string | null): string {
  const text =
    error instanceof Error
      ? // V8's stack starts with "Name: message"; other engines' do not.
        error.stack?.includes(error.message)
        ? error.stack
        : `${error.name}: ${error.message}\n${error.stack ?? ''}`
      : typeof error === 'string'
        ? error
        : safeJson(error);
  return componentStack ? `${text}\n\nThe above error occurred in:${componentStack}` : text;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The root's `onCaughtError` (start-app.tsx): what React would log, as text. */
export function logCaughtError(error: unknown, info: { componentStack?: string }): void {
  console.error(caughtErrorText(error, info.componentStack));
}

import { scrubEvent, scrubValue } from './scrub';

/**
 * Error reporting (spec 1 §9: sampling rate 1), through one module. Enabled only when
 * VITE_SENTRY_DSN is set: then the SDK (@sentry/react) is fetched after start as its own
 * chunk, and what fails before it arrives is queued. Without a DSN nothing is loaded and
 * nothing is sent. Reported: render failures (the route error boundary), uncaught errors and
 * unhandled rejections (listeners here, so none is missed while the SDK loads), and answers
 * with status 5xx (the http client). Each event carries the route, locale, app version and
 * merchant id; tokens, phone numbers and typed passwords are scrubbed (scrub.ts).
 */
export interface ReportContext {
  route: string;
  locale: string;
  merchantId?: string;
}

export interface ReportingOptions {
  dsn: string;
  release: string;
  context: () => ReportContext;
  /** The SDK loader (tests pass a fake). */
  load?: () => Promise<Sdk>;
  target?: Pick<Window, 'addEventListener'>;
}

/** The part of @sentry/react this module uses. */
export interface Sdk {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, hint?: { extra?: Record<string, unknown>; tags?: Record<string, string> }): string;
}

interface SentryEventLike {
  tags?: Record<string, unknown>;
  user?: Record<string, unknown>;
  [key: string]: unknown;
}

type Report = (sdk: Sdk) => void;

let queue: Report[] | undefined;
let sdk: Sdk | undefined;

function enqueue(report: Report): void {
  if (sdk) report(sdk);
  else queue?.push(report);
}

/** Route, locale, version and merchant id on the event, then everything scrubbed. */
export function prepareEvent<E extends SentryEventLike>(event: E, ctx: ReportContext, release: string): E {
  const tags = { ...event.tags, route: ctx.route, locale: ctx.locale, app_version: release, ...(ctx.merchantId ? { merchant_id: ctx.merchantId } : {}) };
  return scrubEvent({ ...event, tags, user: ctx.merchantId ? { id: ctx.merchantId } : undefined });
}

export function startErrorReporting(opts: ReportingOptions): boolean {
  if (!opts.dsn || queue) return false;
  queue = [];
  const target = opts.target ?? window;
  target.addEventListener('error', (event: ErrorEvent) => reportError(event.error ?? event.message, { mechanism: 'onerror' }));
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => reportError(event.reason, { mechanism: 'unhandledrejection' }));
  const load = opts.load ?? (() => import('@sentry/react') as Promise<Sdk>);
  load().then(
    (loaded) => {
      loaded.init({
        dsn: opts.dsn,
        release: opts.release,
        sampleRate: 1,
        sendDefaultPii: false,
        // Our listeners above report uncaught errors and rejections; the SDK's own would repeat them.
        integrations: (defaults: Array<{ name: string }>) => defaults.filter((i) => i.name !== 'GlobalHandlers'),
        beforeSend: (event: SentryEventLike) => prepareEvent(event, opts.context(), opts.release),
        beforeBreadcrumb: (crumb: unknown) => scrubValue(crumb),
      });
      sdk = loaded;
      for (const report of queue ?? []) report(loaded);
      queue = [];
    },
    () => {
      queue = undefined; // blocked or offline: reporting stays off rather than piling up
    },
  );
  return true;
}

export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  enqueue((s) => s.captureException(error, { extra }));
}

/** A render failure caught by an error boundary. */
export function reportRenderFailure(error: unknown, componentStack: string | null | undefined): void {
  enqueue((s) => s.captureException(error, { extra: { componentStack }, tags: { kind: 'render' } }));
}

/** An answer with status 5xx (the path, not the query, which may hold personal data). */
export function reportServerError(method: string, path: string, status: number, message: string): void {
  enqueue((s) => s.captureException(new Error(`${status} ${method} ${path}: ${message}`), { tags: { kind: 'http', status: String(status) }, extra: { method, path, status } }));
}

/** Tests only: back to "not started". */
export function resetErrorReportingForTests(): void {
  queue = undefined;
  sdk = undefined;
}

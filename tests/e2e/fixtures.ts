import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

/**
 * `test` and `expect` for every e2e spec: `import { test, expect } from './fixtures'`.
 * An automatic fixture fails the test when the page reports a `securitypolicyviolation`
 * (the production build's Content-Security-Policy refused a script, style, image or call),
 * in the test's own context and in any context the test opens with `browser.newContext()`
 * (which also asks for reduced motion unless the test says otherwise).
 * `baseURL` is the worker's own server and sandbox (scripts/e2e-serve.sh), `ownPort` a port
 * of the worker's own for an app a spec starts itself.
 */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  page: string;
}

const BINDING = '__partnerCspViolation';
const guarded = new WeakSet<BrowserContext>();

async function guard(context: BrowserContext, seen: CspViolation[]): Promise<void> {
  if (guarded.has(context)) return;
  guarded.add(context);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => void seen.push(violation));
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({ directive: e.violatedDirective, blockedURI: e.blockedURI, sourceFile: e.sourceFile, line: e.lineNumber, sample: e.sample, page: location.href });
    });
  }, BINDING);
}

function describe(violations: CspViolation[]): string {
  return violations.map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile || v.page}:${v.line} ${v.sample}`).join('\n');
}

const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** A port for an app a spec starts (E2E_PORT + offset), apart for each worker so two never meet. */
export function ownPort(offset: number): number {
  return E2E_PORT + offset + 20 * base.info().parallelIndex;
}

export const test = base.extend<{ cspGuard: void }, { cspSeen: CspViolation[] }>({
  // The worker's own server (playwright.config.ts starts one per worker on E2E_PORT + its index).
  baseURL: [
    // Playwright reads a fixture's dependencies from its first argument, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await use(`http://127.0.0.1:${E2E_PORT + testInfo.parallelIndex}`);
    },
    { scope: 'test' },
  ],
  // Worker-wide: contexts opened in beforeAll hooks or by the test itself are guarded too.
  cspSeen: [
    async ({ browser }, use) => {
      const seen: CspViolation[] = [];
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        // As the config's `use` does for the test's own context (playwright.config.ts).
        const context = await newContext({ reducedMotion: 'reduce', ...options });
        await guard(context, seen);
        return context;
      };
      browser.newContext = patched;
      await use(seen);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  cspGuard: [
    async ({ context, cspSeen }, use) => {
      await guard(context, cspSeen);
      const before = cspSeen.length;
      await use();
      const mine = cspSeen.slice(before);
      expect(mine, `Content-Security-Policy violations:\n${describe(mine)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
// Everything else (types such as Page) as Playwright has it, so switching a spec is a one-line import swap.
export * from '@playwright/test';

import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * Workers, each with its own server and sandbox on PORT + its index (tests/e2e/fixtures.ts). One
 * by default: on a 2-core machine a second worker made every test about twice as slow (tests are
 * CPU-bound there) and pushed the longest past their timeouts; E2E_WORKERS=2 where cores allow.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const OUT_DIR = `.e2e-dist/${PORT}`;
const chromium = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// One production build served by `vite preview` with the sandbox mounted, once per worker, each
// on a state file of its own that is reset before the run (scripts/e2e-serve.sh). A worker's
// tests share its sandbox, so a spec file's tests run one at a time, in order, on one worker.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Almaty',
    // Recording a trace (a DOM snapshot at every action) made each test about a third slower on
    // these machines; CI retries a failed test once and records the retry, which is the trace
    // wanted. Locally: `--trace on`.
    trace: 'on-first-retry',
    // The app turns antd's motion off for this (src/app/theme.ts): a menu or dialog is where it
    // will stay the moment it shows, so a click never lands on one still sliding into place.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // The fault-injection suite (tests/faults): the main flows with the sandbox at 10 % 5xx, 5 % drops, 300 ms.
    { name: 'faults', testDir: 'tests/faults', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, actionTimeout: 10_000, navigationTimeout: 20_000 } },
  ],
  // Build output and sandbox state are per port, so runs on different E2E_PORTs (at least
  // E2E_WORKERS apart) never share them.
  webServer: {
    command: `bash scripts/e2e-serve.sh ${PORT} ${WORKERS} ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT + WORKERS - 1}/__sandbox/health`,
    timeout: 300_000,
    reuseExistingServer: false,
  },
});

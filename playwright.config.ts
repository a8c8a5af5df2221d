import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = `.e2e-dist/${PORT}`;
const chromium = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// One production build served by `vite preview` with the sandbox mounted, on a state file
// of its own that is reset before the run. Tests share the sandbox, so they run one at a time.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Almaty',
    trace: 'retain-on-failure',
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
  // Build output and sandbox state are per port, so runs on different E2E_PORTs never share them.
  webServer: {
    command: `node_modules/.bin/vite build --outDir ${OUT_DIR} --emptyOutDir --logLevel warn && node_modules/.bin/tsx sandbox/main.ts --reset && node_modules/.bin/vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/__sandbox/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { SANDBOX_STATE_FILE: `.sandbox-state/e2e-${PORT}.json` },
  },
});

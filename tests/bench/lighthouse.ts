/**
 * Lighthouse (performance category only, no full-page screenshot) against Debian's Chromium,
 * one fresh browser and profile per run, so every run starts with an empty cache.
 *
 * A signed-in page needs the session in localStorage before Lighthouse navigates, and
 * Lighthouse has no init script: the bench starts Chromium with a DevTools port, opens a blank
 * page on the app's origin (answered by Playwright, so neither the app nor any cache is
 * touched), writes the session there, and runs Lighthouse on the same port with
 * `disableStorageReset` so the session survives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import type { Credentials } from '../../providers/session';
import { median } from './format';
import { seedSession } from './page-figures';

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  /** First Contentful Paint, ms. */
  fcp: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** Lighthouse's warnings or runtime error, if any. */
  notes: string[];
}

interface Debuggable {
  port: number;
  close(): Promise<void>;
}

/** One temp folder holds every run's profile, so what a run could not delete goes at the end. */
let profiles: string | undefined;

/** Removes the profiles' folder (call once Lighthouse is done). */
export function removeLighthouseProfiles() {
  if (profiles) rmSync(profiles, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  profiles = undefined;
}

async function launchChromium(): Promise<Debuggable> {
  profiles ??= mkdtempSync(join(tmpdir(), 'partner-bench-lh-'));
  const profile = mkdtempSync(join(profiles, 'run-'));
  const child: ChildProcess = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // Chromium's helpers may still be flushing the profile for a moment after the browser exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // removeLighthouseProfiles() gets it at the end
    }
  };
  // Chromium writes the port it chose to DevToolsActivePort in the profile.
  for (let waited = 0; waited < 30_000; waited += 100) {
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    } catch {
      // not written yet
    }
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  await close();
  throw new Error('Chromium did not open its DevTools port');
}

/** Writes the session into the origin's localStorage through a page that never reaches the server. */
async function seed(port: number, origin: string, credentials: Credentials) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const blank = `${origin}/__bench-seed`;
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
    await page.goto(blank);
    await page.evaluate(seedSession, credentials);
    await page.close();
  } finally {
    // A browser reached over CDP is only disconnected, not closed.
    await browser.close();
  }
}

async function runOnce(url: string, formFactor: FormFactor, credentials?: Credentials): Promise<LighthouseFigures> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launchChromium();
  try {
    if (credentials) await seed(chrome.port, new URL(url).origin, credentials);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, disableFullPageScreenshot: true },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const notes = [...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []), ...lhr.runWarnings.map(String)];
    return {
      score: (lhr.categories.performance?.score ?? NaN) * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      notes,
    };
  } finally {
    await chrome.close();
  }
}

/** `runs` Lighthouse runs of one page and form factor; each figure is the median over the runs. */
export async function lighthouseFigures(url: string, formFactor: FormFactor, runs: number, credentials?: () => Promise<Credentials>): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url, formFactor, credentials ? await credentials() : undefined));
  const mid = (pick: (f: LighthouseFigures) => number) => median(results.map(pick));
  return {
    score: mid((f) => f.score),
    fcp: mid((f) => f.fcp),
    lcp: mid((f) => f.lcp),
    tbt: mid((f) => f.tbt),
    cls: mid((f) => f.cls),
    notes: [...new Set(results.flatMap((f) => f.notes))],
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { readConfig } from '../providers/config';
import { configMetaTag, cspMetaTag } from './served-page';
import { mountsSandbox, previewAnswer, previewConfig } from './served-page-plugin';

const root = mkdtempSync(join(tmpdir(), 'served-page-'));
const dist = join(root, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'logo.svg'), '<svg/>');
writeFileSync(join(root, 'outside.txt'), 'not the build’s');
writeFileSync(join(dist, 'assets', 'index-x.js'), '');
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** `vite preview` of a dist built with `buildEnv`. */
function previewOf(buildEnv: Record<string, string>): ResolvedConfig {
  writeFileSync(join(dist, 'index.html'), `<html><head>${cspMetaTag(readConfig(buildEnv))}${configMetaTag(buildEnv)}</head></html>`);
  return { root, build: { outDir: 'dist' } } as ResolvedConfig;
}

describe('vite preview serves the build with the configuration of its own environment', () => {
  it('a build made for a backend, previewed without the variable: the backend stays, the sandbox is not mounted', () => {
    vi.stubEnv('VITE_API_BASE_URL', undefined);
    const preview = previewOf({ VITE_API_BASE_URL: 'http://api.example.kz' });
    expect(previewConfig(preview).config.apiBaseUrl).toBe('http://api.example.kz');
    expect(mountsSandbox(preview)).toBe(false);
  });

  it('a build made for the sandbox, previewed with a backend: that backend, no sandbox; with none: the sandbox', () => {
    const preview = previewOf({});
    expect(mountsSandbox(preview)).toBe(true);
    vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:8787');
    expect(previewConfig(preview).config.apiBaseUrl).toBe('http://127.0.0.1:8787');
    expect(mountsSandbox(preview)).toBe(false);
  });

  it('a wrong value stops the server with the config’s error', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'api.example.kz');
    expect(() => previewConfig(previewOf({}))).toThrow('config: VITE_API_BASE_URL must be an http(s) URL or a path, got "api.example.kz"');
  });
});

describe('what vite preview answers with the page', () => {
  const answer = (url: string, method = 'GET', mounted = true) => previewAnswer(method, url, dist, mounted);

  it('every route and /index.html, whatever the request accepts; HEAD too', () => {
    expect(answer('/')).toBe('page');
    expect(answer('/orders?tab=new')).toBe('page');
    expect(answer('/index.html')).toBe('page');
    expect(answer('/orders', 'HEAD')).toBe('page');
    expect(answer('/favicon.ico')).toBe('page');
  });

  it('the build’s files as they are; a missing hashed file is a 404, not the page', () => {
    expect(answer('/logo.svg')).toBe('pass');
    expect(answer('/assets/index-x.js')).toBe('pass');
    expect(answer('/assets/index-gone.js')).toBe('missing');
    // A file outside the build is no file of it.
    expect(answer('/%2e%2e/outside.txt')).toBe('page');
  });

  it('the sandbox’s calls when it is mounted; without it they are routes like any other; other methods pass', () => {
    expect(answer('/__sandbox/health')).toBe('pass');
    expect(answer('/oms/api/v3/merchant/orders')).toBe('pass');
    expect(answer('/__sandbox/health', 'GET', false)).toBe('page');
    expect(answer('/orders', 'POST')).toBe('pass');
  });
});

import { describe, expect, it } from 'vitest';
import { readConfig } from '../providers/config';
import { nginxFiles, type NginxOptions } from './nginx-config';
import { configMetaTag, cspMetaTag } from './served-page';

const BUILT = `<html><head>${cspMetaTag(readConfig({}))}${configMetaTag({})}<style nonce="__CSP_NONCE__"></style></head></html>`;
const OPTS: NginxOptions = { dist: '/srv/partner/dist', out: '/etc/partner', listen: '127.0.0.1:8080', brotli: true, asRoot: false };

describe('the nginx recipe rendered for one deployment', () => {
  const files = nginxFiles(BUILT, { VITE_API_BASE_URL: 'https://api.example.kz' }, OPTS);
  const server = files['partner.conf'];

  it('sends the policy made from the deployment’s configuration, its nonce the request’s id, which it writes into the page too', () => {
    const header = /add_header Content-Security-Policy "([^"]+)" always;/.exec(server)![1];
    expect(header).toBe(readCspWith('$request_id'));
    expect(server).toContain('sub_filter "__CSP_NONCE__" "$request_id";');
    expect(server).toContain('sub_filter_once off;');
    expect(files['page/index.html']).toContain('<meta name="partner-config" content="{&quot;VITE_API_BASE_URL&quot;:&quot;https://api.example.kz&quot;}">');
    expect(files['page/index.html']).toContain('connect-src &#39;self&#39; https://api.example.kz');
    expect(files['page/index.html']).toContain('<style nonce="__CSP_NONCE__">');
  });

  it('serves the build from its folder and the page from the rendered one; every {{value}} is filled', () => {
    expect(server).toContain('listen 127.0.0.1:8080;');
    expect(server).toContain('root /srv/partner/dist;');
    expect(server).toContain('root /etc/partner/page;');
    expect(server).toContain('try_files $uri /index.html;');
    for (const text of Object.values(files)) expect(text).not.toMatch(/\{\{[A-Z_]+\}\}|undefined/);
  });

  it('hashed files immutable and precompressed; brotli only where the module is installed', () => {
    expect(server).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(server).toContain('gzip_static on;');
    expect(server).toMatch(/^\s+brotli_static on;$/m);
    expect(files['nginx.conf']).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    const plain = nginxFiles(BUILT, {}, { ...OPTS, brotli: false });
    expect(plain['partner.conf']).not.toMatch(/^\s+brotli_static on;$/m);
    expect(plain['nginx.conf']).not.toContain('load_module');
  });

  it('runs alone under one folder; as root its workers read the files as root', () => {
    expect(files['nginx.conf']).toContain('pid /etc/partner/nginx.pid;');
    expect(files['nginx.conf']).toContain('client_body_temp_path /etc/partner/temp/body;');
    expect(files['nginx.conf']).not.toContain('user root;');
    expect(nginxFiles(BUILT, {}, { ...OPTS, asRoot: true })['nginx.conf']).toContain('user root;');
  });

  it('a wrong value stops it with the config’s error; a policy nginx could not quote too', () => {
    expect(() => nginxFiles(BUILT, { VITE_API_BASE_URL: 'api.example.kz' }, OPTS)).toThrow('config: VITE_API_BASE_URL must be an http(s) URL or a path, got "api.example.kz"');
    expect(() => nginxFiles(BUILT, { VITE_API_URL_F3: 'https://files"x.example.kz' }, OPTS)).toThrow(/^nginx-config: the Content-Security-Policy holds """/);
    expect(() => nginxFiles(BUILT, { VITE_API_URL_F3: 'https://$host.example.kz' }, OPTS)).toThrow(/^nginx-config: the Content-Security-Policy holds "\$"/);
  });
});

function readCspWith(nonce: string): string {
  return `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; style-src-elem 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob: https://api.example.kz; connect-src 'self' https://api.example.kz; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`;
}

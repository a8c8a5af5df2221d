import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize';

/** Parses sanitised HTML so assertions look at what the browser would build. */
const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

const everyAttribute = (root: Element) => [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));

describe('sanitizeHtml', () => {
  it.each([
    '<p>Текст</p><script>window.__pwned = 1</script>',
    '<script src="https://evil.example/x.js"></script><p>Текст</p>',
    '<p>Текст<SCRIPT>alert(1)</SCRIPT></p>',
    '<svg><script>alert(1)</script></svg><p>Текст</p>',
    '<iframe src="javascript:alert(1)"></iframe><p>Текст</p>',
    '<object data="x.swf"></object><embed src="x.swf"><p>Текст</p>',
  ])('strips scripts and script containers: %s', (html) => {
    const box = parse(html);
    expect(box.querySelector('script, iframe, object, embed, svg')).toBeNull();
    expect(box.textContent).toContain('Текст');
    expect(box.innerHTML).not.toMatch(/alert|pwned|evil/);
  });

  it.each([
    '<img src="/f3/api/v1/files/a.svg" onerror="window.__pwned = 1" alt="a">',
    '<p onclick="alert(1)" onmouseover="alert(2)">Текст</p>',
    '<a href="/faq" onfocus="alert(1)" autofocus>Текст</a>',
    '<body onload="alert(1)"><p>Текст</p></body>',
    '<details open ontoggle="alert(1)"><summary>Текст</summary></details>',
    '<video><source onerror="alert(1)"></video>',
  ])('strips event handlers: %s', (html) => {
    const attributes = everyAttribute(parse(html));
    expect(attributes.filter((a) => /^on/i.test(a))).toEqual([]);
    expect(attributes.join(' ')).not.toMatch(/alert|pwned/);
  });

  it.each([
    '<a href="javascript:alert(1)">ссылка</a>',
    '<a href="JaVaScRiPt:alert(1)">ссылка</a>',
    '<a href="  javascript:alert(1)">ссылка</a>',
    '<a href="java&#x09;script:alert(1)">ссылка</a>',
    '<a href="&#106;avascript:alert(1)">ссылка</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ссылка</a>',
    '<img src="javascript:alert(1)" alt="x">',
    '<a xlink:href="javascript:alert(1)">ссылка</a>',
  ])('strips javascript: (and data:) URLs: %s', (html) => {
    const box = parse(html);
    for (const el of box.querySelectorAll('[href], [src], [xlink\\:href]')) {
      for (const name of ['href', 'src', 'xlink:href']) expect(el.getAttribute(name) ?? '').not.toMatch(/^\s*(javascript|data:text)/i);
    }
    expect(box.innerHTML).not.toMatch(/javascript|alert/i);
  });

  it('drops forms, styles and inline style that could redraw the page', () => {
    const box = parse('<style>body{display:none}</style><form action="/x"><input name="p"></form><p style="position:fixed;inset:0">Текст</p>');
    expect(box.querySelector('style, form, input, [style]')).toBeNull();
    expect(box.textContent).toBe('Текст');
  });

  it('keeps ordinary content: headings, lists, images, tables, safe links', () => {
    const html = '<h2>Заголовок</h2><ol><li>Шаг</li></ol><img src="/f3/api/v1/files/a.svg" alt="Экран"><table><tbody><tr><td>1</td></tr></tbody></table><a href="/faq/orders">Заказы</a><a href="mailto:partner@marketplace.kz">почта</a>';
    const box = parse(html);
    expect(box.querySelector('h2')?.textContent).toBe('Заголовок');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/f3/api/v1/files/a.svg');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('Экран');
    expect(box.querySelector('td')?.textContent).toBe('1');
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/faq/orders', 'mailto:partner@marketplace.kz']);
  });

  it('makes external links open aside without access to this window; own links stay in place', () => {
    const box = parse('<a href="https://example.com/help">внешняя</a><a href="/faq/x" target="_blank">своя</a>');
    const [external, own] = box.querySelectorAll('a');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(own.hasAttribute('target')).toBe(false);
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML: the handler and the script never reach the DOM', () => {
    const { container } = render(<SafeHtml html={'<p>Соглашение</p><img src="x" onerror="window.__pwned=1" alt=""><script>window.__pwned=2</script>'} />);
    expect(container.textContent).toBe('Соглашение');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as Window & { __pwned?: number }).__pwned).toBeUndefined();
  });
});

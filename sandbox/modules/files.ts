import type { SandboxModule } from '../types';
import { createRandom, type Random } from '../seed/random';
import { badRequest } from '../http';
import { minimalPdf } from '../pdf';

/**
 * The file store (f3): any `<name>.svg` is a generated "product photo" (coloured shapes,
 * the same picture for the same name), any `<name>.pdf` a one-page document. Public, as
 * image URLs are loaded by <img> without a bearer token.
 */
const NAME_RE = /^[a-z0-9][a-z0-9._-]{0,120}\.(svg|pdf)$/i;

const PALETTES = [
  ['#e8f1fb', '#1f6feb', '#7fb3ff'], ['#fdf0e6', '#e8590c', '#ffb37a'], ['#eafaf1', '#2b8a3e', '#8ce99a'],
  ['#f6edfb', '#862e9c', '#da77f2'], ['#fff9db', '#e67700', '#ffd43b'], ['#edf2f7', '#343a40', '#adb5bd'],
  ['#e6fcf5', '#0b7285', '#66d9e8'], ['#fff0f6', '#c2255c', '#faa2c1'],
];

function productShape(r: Random, main: string, accent: string): string {
  switch (r.int(0, 3)) {
    case 0: // phone / tablet
      return `<rect x="270" y="150" width="260" height="470" rx="36" fill="${main}"/><rect x="290" y="190" width="220" height="380" rx="12" fill="${accent}"/><circle cx="400" cy="595" r="10" fill="${accent}"/>`;
    case 1: // headphones / round device
      return `<circle cx="400" cy="380" r="190" fill="${main}"/><circle cx="400" cy="380" r="120" fill="${accent}"/><circle cx="400" cy="380" r="40" fill="${main}"/>`;
    case 2: // bottle / kettle
      return `<rect x="330" y="170" width="140" height="70" rx="16" fill="${accent}"/><rect x="260" y="230" width="280" height="380" rx="60" fill="${main}"/><rect x="300" y="330" width="200" height="120" rx="14" fill="${accent}"/>`;
    default: // boxed goods
      return `<rect x="200" y="300" width="400" height="300" rx="18" fill="${main}"/><polygon points="200,300 280,200 680,200 600,300" fill="${accent}"/><polygon points="600,300 680,200 680,500 600,600" fill="${main}" opacity="0.8"/>`;
  }
}

export function generateSvg(name: string): string {
  const r = createRandom(`file:${name}`);
  const [bg, main, accent] = r.pick(PALETTES);
  const dots = Array.from({ length: r.int(3, 7) }, () => `<circle cx="${r.int(40, 760)}" cy="${r.int(40, 760)}" r="${r.int(8, 40)}" fill="${accent}" opacity="0.35"/>`).join('');
  const rotation = r.int(-8, 8);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">',
    `<rect width="800" height="800" fill="${bg}"/>`,
    dots,
    '<ellipse cx="400" cy="680" rx="230" ry="34" fill="#000" opacity="0.08"/>',
    `<g transform="rotate(${rotation} 400 400)">${productShape(r, main, accent)}</g>`,
    '</svg>',
  ].join('');
}

/** A one-page PDF naming the document. */
export function generatePdf(name: string): Uint8Array {
  return minimalPdf([`Partner sandbox document: ${name.replace(/[^a-z0-9._-]/gi, '')}`]);
}

export const filesModule: SandboxModule = {
  name: 'files',
  register(app) {
    app.get('/f3/api/v1/files/:name', (c) => {
      const name = c.req.param('name');
      if (!NAME_RE.test(name)) badRequest('file name must be <name>.svg or <name>.pdf');
      const headers = { 'Cache-Control': 'public, max-age=86400' };
      if (name.toLowerCase().endsWith('.pdf')) {
        return c.body(generatePdf(name).buffer as ArrayBuffer, 200, { ...headers, 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}"` });
      }
      return c.body(generateSvg(name), 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
    });
  },
};

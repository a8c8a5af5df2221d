/**
 * The promotion's own title colours, kept readable (WCAG AA, 4.5:1 for normal text): when the
 * pair fails, the text becomes black or white, whichever reads better on the background.
 */
function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function parseHex(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((ch) => ch + ch).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_NORMAL = 4.5;
const FALLBACK_BG = '#1B5FD9';

/** The pair to paint: the promotion's own when it passes AA, else its background with black or white text. */
export function readableColours(background: string, text: string): { background: string; text: string } {
  const bg = parseHex(background) ? background : FALLBACK_BG;
  if (parseHex(text) && contrastRatio(bg, text) >= AA_NORMAL) return { background: bg, text };
  return { background: bg, text: contrastRatio(bg, '#000000') >= contrastRatio(bg, '#FFFFFF') ? '#000000' : '#FFFFFF' };
}

import createDOMPurify from 'dompurify';
import { mediaUrl } from '../../providers/media-url';

/**
 * The one gate for HTML that comes from a server (agreement text, help pages) before it
 * reaches the DOM. DOMPurify drops scripts, event-handler attributes and javascript:/data:
 * links; on top of its defaults we keep only the HTML profile (no inline SVG/MathML, which
 * have their own script vectors), drop forms and styles (a server page must not draw a fake
 * sign-in form or cover the app with a fixed overlay), and make links that open a new
 * window unable to reach back into ours.
 */
const purify = createDOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  // Pictures and files the server names by service path load from that service (mediaUrl).
  for (const attr of ['src', 'href']) {
    const value = node.getAttribute(attr);
    const resolved = value ? mediaUrl(value) : undefined;
    if (value && resolved !== value) node.setAttribute(attr, resolved ?? '');
  }
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  // External links open aside so the reader keeps their place in the back office.
  if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) node.setAttribute('target', '_blank');
  if (node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** Server HTML made safe to put into the page. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, OPTIONS);
}

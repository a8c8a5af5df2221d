/**
 * The page's style nonce (Content-Security-Policy, scripts/csp.ts) given to every `<style>`
 * the app's scripts create: antd's CSS-in-JS, React's hoisted `<style>` elements, rc-util's
 * dynamic CSS. Those are trusted as the scripts are (the app's own files only); a `<style>`
 * that arrives as markup is parsed, not created here, and stays without the nonce, so the
 * policy refuses it. Without the meta tag (dev server, tests) nothing changes.
 */
export function applyStyleNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  if (!nonce) return undefined;
  const create = doc.createElement;
  doc.createElement = function createElementWithNonce(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (tagName.toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  } as Document['createElement'];
  return nonce;
}

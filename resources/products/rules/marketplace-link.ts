/**
 * The customer site of the marketplace, production and test (spec 3 §5: the link tab accepts
 * links to either). A product page is `{site}/shop/p/{name}-{sku}/`.
 */
export const MARKETPLACE_SITES = ['https://marketplace.kz', 'https://test.marketplace.kz'] as const;

/** The customer product page of a marketplace sku (opened in a new tab from the lists and the price card). */
export function productPageUrl(sku: string): string {
  return `${MARKETPLACE_SITES[0]}/shop/p/product-${encodeURIComponent(sku)}/`;
}

/**
 * Spec 3 §5: a link is accepted only when it begins with one of the two sites; the sku is the
 * part after the last hyphen of its path (query, fragment and trailing slash ignored).
 * Empty otherwise.
 */
export function skuFromLink(link: string): string {
  const text = link.trim();
  const site = MARKETPLACE_SITES.find((s) => text === s || text.startsWith(`${s}/`));
  if (!site) return '';
  const path = text.slice(site.length).split(/[?#]/)[0].replace(/\/+$/, '');
  const hyphen = path.lastIndexOf('-');
  if (hyphen < 0) return '';
  const sku = path.slice(hyphen + 1);
  return /^[A-Za-z0-9_]+$/.test(sku) ? sku : '';
}

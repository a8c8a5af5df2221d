import type { HttpClient } from '../../providers/http/client';

/**
 * Help pages (spec 3 §7 "Reference data and help"), typed. No bearer: the pages are open
 * to signed-out visitors too.
 *
 * | Call | Query / answer |
 * |---|---|
 * | GET /config-discovery/api/v1/faqs/merchant/pages | `root` (slug of the tree's root, `merchant-cabinet`), `depth` (levels below the root, 3), `platform` (`web`) → the root node `{slug, title:{ru}, children:[...]}` |
 * | GET /config-discovery/api/v1/faqs/merchant/pages/{slug} | → `{slug, title:{ru}, body:{ru}, updated_at}`; 404 for an unknown slug |
 *
 * Designed here where the spec says "not shown" (implemented identically in sandbox/modules/faq.ts):
 * the value of `root`; the answers' shapes beyond title.ru, body.ru and the nodes' slug
 * (a node carries its children, a leaf has `children: []`); body.ru is HTML, sanitised
 * before it is rendered (src/html/sanitize.ts); image URLs inside it are absolute paths.
 */
export const FAQ_TREE_QUERY = { root: 'merchant-cabinet', depth: 3, platform: 'web' } as const;

export interface LocalizedText {
  ru: string;
  kz?: string;
  en?: string;
}

export interface FaqNode {
  slug: string;
  title: LocalizedText;
  children: FaqNode[];
}

export interface FaqPage {
  slug: string;
  title: LocalizedText;
  body: LocalizedText;
  updated_at: string;
}

export interface HelpApi {
  getTree(signal?: AbortSignal): Promise<FaqNode>;
  getPage(slug: string, signal?: AbortSignal): Promise<FaqPage>;
}

export function createHelpApi(http: HttpClient): HelpApi {
  return {
    getTree: (signal) =>
      http.request<FaqNode>({ path: '/config-discovery/api/v1/faqs/merchant/pages', query: { ...FAQ_TREE_QUERY }, token: 'none', signal }),
    getPage: (slug, signal) =>
      http.request<FaqPage>({ path: `/config-discovery/api/v1/faqs/merchant/pages/${encodeURIComponent(slug)}`, token: 'none', signal }),
  };
}

/** The first page without children, depth first: where /faq leads. */
export function firstLeaf(node: FaqNode): FaqNode | undefined {
  for (const child of node.children) {
    if (child.children.length === 0) return child;
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}

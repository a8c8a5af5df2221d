import type { SandboxModule } from '../types';
import { badRequest, intParam, notFound, queryParam } from '../http';
import { FAQ_TREE, type FaqSeedPage } from '../seed/faq';
import { faqImageSvg } from '../seed/faq-images';

/**
 * Help pages (config-discovery faqs, spec 3 §7). No token: the pages open signed out too.
 * - GET /config-discovery/api/v1/faqs/merchant/pages?root=&depth=&platform= → the root node
 *   `{slug, title:{ru}, children}` with `depth` levels of children (1..5); all three
 *   parameters required; platform web, ios or android; unknown root → 404.
 * - GET /config-discovery/api/v1/faqs/merchant/pages/{slug} → `{slug, title:{ru}, body:{ru}, updated_at}`.
 * - GET /config-discovery/api/v1/faqs/merchant/images/{name}.svg → an illustration used in the bodies.
 */
const PLATFORMS = ['web', 'ios', 'android'];

interface TreeNode {
  slug: string;
  title: { ru: string };
  children: TreeNode[];
}

function find(node: FaqSeedPage, slug: string): FaqSeedPage | undefined {
  if (node.slug === slug) return node;
  for (const child of node.children ?? []) {
    const hit = find(child, slug);
    if (hit) return hit;
  }
  return undefined;
}

function trim(node: FaqSeedPage, depth: number): TreeNode {
  return { slug: node.slug, title: { ru: node.title }, children: depth > 0 ? (node.children ?? []).map((c) => trim(c, depth - 1)) : [] };
}

export const faqModule: SandboxModule = {
  name: 'faq',
  register(app) {
    app.get('/config-discovery/api/v1/faqs/merchant/pages', (c) => {
      const root = queryParam(c, 'root');
      if (!root) badRequest('root is required');
      if (queryParam(c, 'depth') === undefined) badRequest('depth is required');
      const depth = intParam(c, 'depth', 3, 1, 5);
      const platform = queryParam(c, 'platform');
      if (!platform || !PLATFORMS.includes(platform)) badRequest('platform must be web, ios or android');
      const node = find(FAQ_TREE, root) ?? notFound('faq root not found');
      return c.json(trim(node, depth));
    });

    app.get('/config-discovery/api/v1/faqs/merchant/pages/:slug', (c) => {
      const node = find(FAQ_TREE, c.req.param('slug')) ?? notFound('faq page not found');
      return c.json({ slug: node.slug, title: { ru: node.title }, body: { ru: node.body }, updated_at: node.updated_at });
    });

    app.get('/config-discovery/api/v1/faqs/merchant/images/:name', (c) => {
      const match = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('name'));
      if (!match) badRequest('image name must be <name>.svg');
      const svg = faqImageSvg(match[1]) ?? notFound('image not found');
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    });
  },
};

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context } from 'hono';
import type { SandboxApp } from '../types';
import { openApiDocument } from './openapi';
import { operations } from './operations/index';

/** Scalar's standalone page and its chunks, read from node_modules (no CDN: the sandbox runs offline). */

function scalarFile(name: string): string | undefined {
  try {
    // Resolved from the project root: the sandbox always runs there (npm scripts, Vite, tests).
    const main = createRequire(join(process.cwd(), 'package.json')).resolve('@scalar/api-reference');
    return readFileSync(join(dirname(main), 'browser', name), 'utf8');
  } catch {
    return undefined;
  }
}

/** Offline: no web fonts, no AI agent, no cloud toolbar (the page must work without the internet). */
const SCALAR_CONFIG = { withDefaultFonts: false, agent: { disabled: true }, showDeveloperTools: 'never', hideClientButton: true, defaultOpenAllTags: false };

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partner API contract</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<script id="api-reference" data-url="/__sandbox/openapi.json" data-configuration='${JSON.stringify(SCALAR_CONFIG)}'></script>
<script src="/__sandbox/docs/standalone.js"></script>
</body>
</html>`;

/** The contract for integrators: the OpenAPI document and its reference page. */
export function registerContractDocs(app: SandboxApp): void {
  const document = openApiDocument(operations);
  app.get('/__sandbox/openapi.json', (c) => c.json(document));
  app.get('/__sandbox/docs', (c) => c.html(DOCS_PAGE));
  const script = (name: string, dir = '') => (c: Context) => {
    const text = /^[\w.-]+\.js$/.test(name) ? scalarFile(dir + name) : undefined;
    if (text === undefined) return c.json({ message: `not found: ${name} (@scalar/api-reference is a dev dependency)` }, 404);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(text);
  };
  app.get('/__sandbox/docs/standalone.js', (c) => script('standalone.js')(c));
  app.get('/__sandbox/docs/chunks/:name', (c) => script(c.req.param('name'), 'chunks/')(c));
}

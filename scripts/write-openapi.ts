import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../sandbox/contract/openapi';
import { operations } from '../sandbox/contract/operations/index';

/**
 * Writes docs/openapi.json from the contract (sandbox/contract/): run by `npm run build`, and by
 * `npm run contract:doc` alone. A unit test fails when the committed file is not the generated one.
 */
export const OPENAPI_FILE = 'docs/openapi.json';
export const openApiText = (): string => `${JSON.stringify(openApiDocument(operations), null, 2)}\n`;

if (process.argv[1]?.endsWith('write-openapi.ts')) {
  writeFileSync(OPENAPI_FILE, openApiText());
  const info = openApiDocument(operations).info as { 'x-operations': { total: number; spec: number; designed: number } };
  const n = info['x-operations'];
  console.log(`${OPENAPI_FILE}: ${n.total} operations (${n.spec} spec, ${n.designed} designed)`);
}

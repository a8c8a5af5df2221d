import { z } from 'zod';
import { isMultipart, type Operation } from './operation';
import { errorShape } from './shapes';

type Json = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a schema, as a request (`input`) or an answer (`output`). */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json;
  return rest;
};

const ERROR_TEXT: Record<number, string> = {
  400: 'The request does not fit the contract, or a rule refuses it (`key` names the case).',
  401: 'No valid token of the kind the call needs.',
  403: 'The role may not (`key: no_right`, `right`), or the account may not.',
  404: 'Not found.',
  409: 'The state does not allow it now.',
  413: 'The body is too large.',
  422: 'Refused by the service (see the key).',
  423: 'The order is locked for a few seconds after a change.',
  503: 'The service is unavailable; try again.',
};

function parameters(op: Operation): Json[] {
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const inQuery = Object.entries(op.query?.shape ?? {}).map(([name, schema]) => {
    const s = schema as z.ZodType;
    const json = schemaOf(s, 'input');
    const array = json.type === 'array';
    return { name, in: 'query', required: !s.safeParse(undefined).success, schema: json, ...(array ? { style: 'form', explode: true } : {}) };
  });
  return [...inPath, ...inQuery];
}

function requestBody(op: Operation): Json | undefined {
  if (!op.body) return undefined;
  if (isMultipart(op.body)) {
    const properties = Object.fromEntries(Object.entries(op.body.multipart).map(([k, v]) => [k, v === 'binary' ? { type: 'string', contentMediaType: 'application/octet-stream' } : { type: 'string' }]));
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
  }
  return { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input') } } };
}

function responses(op: Operation): Json {
  const ok = op.status ?? (op.answer ? 200 : 204);
  const success =
    op.answer === undefined
      ? { description: 'Done.' }
      : typeof op.answer === 'string'
        ? { description: 'The file.', content: { [op.answer]: { schema: { type: 'string', format: 'binary' } } } }
        : { description: 'OK', content: { 'application/json': { schema: schemaOf(op.answer, 'output') } } };
  const codes = new Set<number>([...(op.query || op.body ? [400] : []), ...(op.auth === 'none' ? [] : [401]), ...(op.errors ?? [])]);
  const refusals = Object.fromEntries(
    [...codes].sort().map((code) => [String(code), { description: ERROR_TEXT[code], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
  );
  return { [String(ok)]: success, ...refusals };
}

const operationId = (op: Operation): string =>
  `${op.method.toLowerCase()}${op.path.replace(/\{(\w+)\}/g, 'By-$1').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`;

/** The OpenAPI 3.1 document of the contract: served at /__sandbox/openapi.json and written to docs/openapi.json. */
export function openApiDocument(operations: readonly Operation[]): Json {
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const service = op.path.split('/')[1];
    const origin = op.designed ? `**Designed** (the spec does not show it): ${op.designed}.` : `Spec: ${op.spec}.`;
    paths[op.path] ??= {};
    paths[op.path][op.method.toLowerCase()] = {
      operationId: operationId(op),
      summary: op.summary,
      description: origin,
      tags: [service],
      'x-origin': op.designed ? 'designed' : 'spec',
      ...(op.designed ? { 'x-designed': op.designed } : {}),
      security: op.auth === 'none' ? [] : [{ [op.auth === 'user' ? 'userToken' : 'merchantToken']: [] }],
      parameters: parameters(op),
      ...(requestBody(op) ? { requestBody: requestBody(op) } : {}),
      responses: responses(op),
    };
  }
  const designed = operations.filter((op) => op.designed).length;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner: the marketplace calls of the seller back-office',
      version: '1.0.0',
      description: `Every call Partner makes: ${operations.length} operations, ${operations.length - designed} shown by the spec and ${designed} designed by us (marked \`x-origin: designed\` with the reason). Generated from sandbox/contract/, the schemas the sandbox checks every request with.`,
      'x-operations': { total: operations.length, spec: operations.length - designed, designed },
    },
    servers: [{ url: '/', description: 'The sandbox (each service may have its own base URL: VITE_API_URL_{SERVICE})' }],
    paths,
    components: {
      schemas: { Error: schemaOf(errorShape, 'output') },
      securitySchemes: {
        userToken: { type: 'http', scheme: 'bearer', description: 'User (SSO) access token: POST /sso/api/v1/auth/signin/phone' },
        merchantToken: { type: 'http', scheme: 'bearer', description: 'Merchant access token of one shop: POST /merchant-profile/api/v1/auth/sign-in' },
      },
    },
  };
}

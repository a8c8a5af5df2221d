import type { Handler, MiddlewareHandler } from 'hono';
import type { SandboxApp, SandboxEnv } from '../types';
import type { Operation } from './operation';
import { validateRequest } from './validate';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** `:id` → `{id}`: a Hono route as the OpenAPI path template. */
export const templateOf = (honoPath: string): string => honoPath.replace(/:(\w+)/g, '{$1}');

export const operationKey = (method: string, template: string): string => `${method.toUpperCase()} ${template}`;

/** Path parameters' names may differ between a module and the spec (`requestUuid`, `requestUUID`): matched by position. */
const routeKey = (method: string, template: string): string => operationKey(method, template.replace(/\{\w+\}/g, '{}'));

/**
 * The app the modules register their routes on: every service route must be an operation of
 * the contract (else the sandbox does not start), and gets the contract's request check as its
 * last middleware, before the handler. `/__sandbox` control routes are not part of the contract.
 * `registered` collects the operations served, so a test can find any the sandbox lacks.
 */
export function contractApp(app: SandboxApp, operations: readonly Operation[], registered: Set<string>): SandboxApp {
  const byKey = new Map(operations.map((op) => [routeKey(op.method, op.path), op]));
  const wrap =
    (method: Method) =>
    (path: string, ...handlers: (Handler<SandboxEnv> | MiddlewareHandler<SandboxEnv>)[]) => {
      if (path.startsWith('/__sandbox')) return app[method](path, ...(handlers as [Handler<SandboxEnv>]));
      const op = byKey.get(routeKey(method, templateOf(path)));
      if (!op) throw new Error(`sandbox/contract: ${operationKey(method, templateOf(path))} is served but not in the contract`);
      registered.add(operationKey(op.method, op.path));
      const last = handlers.length - 1;
      const chain = [...handlers.slice(0, last), validateRequest(op), handlers[last]];
      return app[method](path, ...(chain as [Handler<SandboxEnv>]));
    };
  return new Proxy(app, {
    get(target, prop, receiver) {
      return (METHODS as readonly (string | symbol)[]).includes(prop) ? wrap(prop as Method) : Reflect.get(target, prop, receiver);
    },
  });
}

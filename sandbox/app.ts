import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import { isServicePath } from './services';
import { createStore, type SliceSeeds, type Store } from './state';
import type { FaultSettings, SandboxContext, SandboxEnv, SandboxModule } from './types';
import { createTokenService, tokenSeeds, type TokenKind, type TokenService } from './tokens';
import { faultsFromEnv, faultsMiddleware, newFaultState } from './faults';
import { createRequestLog } from './request-log';
import { createIdempotency, IDEMPOTENCY_HEADER } from './idempotency';
import { registerControl } from './control';
import { SandboxError, errorBody } from './http';
import { modules as defaultModules } from './modules/index';
import { requestLimits } from './limits';
import { createRequireRight } from './rights';
import { contractApp } from './contract/contract-app';
import { registerContractDocs } from './contract/serve';
import { operations } from './contract/operations/index';

export const DEFAULT_STATE_FILE = '.sandbox-state/state.json';

export interface SandboxOptions {
  /** State file; omitted → SANDBOX_STATE_FILE or .sandbox-state/state.json; '' → memory only. */
  stateFile?: string;
  /** Overrides of the start fault settings (which come from the environment). */
  faults?: Partial<FaultSettings>;
  /** The modules to serve (default: sandbox/modules/index.ts). */
  modules?: SandboxModule[];
}

export interface Sandbox {
  app: Hono<SandboxEnv>;
  store: Store;
  /** The live settings object: changes apply to the next request. */
  faults: FaultSettings;
  tokens: TokenService;
  /** The contract's operations the modules serve (`GET /path/{id}`): a test finds any the sandbox lacks. */
  served: ReadonlySet<string>;
  /** Compacts the state into its file and closes the journal (shutdown). */
  close(): void;
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

function guard(tokens: TokenService, kind: TokenKind): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const record = tokens.verify(kind, bearer(c.req.header('authorization')));
    if (!record) return c.json({ message: 'unauthorized' }, 401);
    c.set('tdid', record.tdid);
    c.set('sid', record.sid);
    if (record.mid) c.set('mid', record.mid);
    await next();
  };
}


export function createSandbox(opts: SandboxOptions = {}): Sandbox {
  const mods = opts.modules ?? defaultModules;
  const seeds: SliceSeeds = { ...tokenSeeds };
  for (const m of mods) Object.assign(seeds, m.seeds ?? {});
  const file = opts.stateFile ?? process.env.SANDBOX_STATE_FILE ?? DEFAULT_STATE_FILE;
  const store = createStore(seeds, file === '' ? undefined : file);

  const startFaults: FaultSettings = { ...faultsFromEnv(process.env), ...opts.faults };
  const faults: FaultSettings = { ...startFaults };
  const tokens = createTokenService(store, () => ({
    accessSeconds: faults.accessTokenTtlSeconds,
    refreshSeconds: faults.refreshTokenTtlSeconds,
  }));
  const log = createRequestLog();
  const faultState = newFaultState();

  const app = new Hono<SandboxEnv>();
  // Outermost: a request's changes are journaled (and synced) before its answer leaves.
  app.use('*', (_c, next) => store.scope(next));
  // Integrators may run the sandbox on another port than the app: any origin may call it.
  app.use('*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', IDEMPOTENCY_HEADER], exposeHeaders: ['Content-Disposition'], maxAge: 600 }));
  const servicePathsOnly =
    (mw: MiddlewareHandler<SandboxEnv>): MiddlewareHandler<SandboxEnv> =>
    (c, next) => (isServicePath(c.req.path) ? mw(c, next) : next());
  app.use('*', servicePathsOnly(log.middleware));
  app.use('*', servicePathsOnly(faultsMiddleware(() => faults, undefined, faultState)));
  app.use('*', requestLimits);
  const idempotency = createIdempotency(tokens);
  app.use('*', servicePathsOnly(idempotency.middleware));

  registerControl(app, {
    faults,
    faultState,
    tokens,
    log,
    reset() {
      store.reset();
      Object.assign(faults, startFaults);
      Object.assign(faultState, newFaultState(), { sequence: undefined });
      log.clear();
      idempotency.clear();
    },
  });

  const ctx: SandboxContext = {
    store,
    tokens,
    requireUser: guard(tokens, 'user'),
    requireMerchant: guard(tokens, 'merchant'),
    requireRight: createRequireRight(store),
    now: () => new Date(),
  };
  registerContractDocs(app);
  // Every service route is an operation of the contract and is checked against it (sandbox/contract/).
  const served = new Set<string>();
  const checked = contractApp(app, operations, served);
  for (const m of mods) m.register(checked, ctx);

  app.notFound((c) => c.json({ message: `not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof SandboxError) return c.json(errorBody(err.message, err.key), err.status);
    console.error('sandbox:', err);
    return c.json({ message: 'internal sandbox error' }, 500);
  });

  return { app, store, faults, tokens, served, close: () => store.close() };
}

import type { SandboxApp, FaultSettings } from './types';
import type { TokenKind, TokenService } from './tokens';
import type { RequestLog } from './request-log';
import { badRequest, isRecord } from './http';
import { newFaultState, parseFaultPatch, type FaultState } from './faults';

export interface ControlDeps {
  faults: FaultSettings;
  faultState: FaultState;
  tokens: TokenService;
  log: RequestLog;
  reset(): void;
}

/** Optional `{kind}` body: 'user', 'merchant', or absent for both. */
async function readKind(text: string): Promise<TokenKind | undefined> {
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    badRequest('malformed JSON body');
  }
  if (!isRecord(body)) badRequest('body must be a JSON object');
  const kind = body.kind;
  if (kind === undefined) return undefined;
  if (kind !== 'user' && kind !== 'merchant') badRequest("kind must be 'user' or 'merchant'");
  return kind;
}

/** Test and demo controls under /__sandbox (never subject to faults, never need a token). */
export function registerControl(app: SandboxApp, deps: ControlDeps): void {
  app.get('/__sandbox/health', (c) => c.json({ ok: true }));

  app.post('/__sandbox/reset', (c) => {
    deps.reset();
    return c.json({ ok: true });
  });

  app.get('/__sandbox/faults', (c) => c.json(deps.faults));
  app.put('/__sandbox/faults', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      badRequest('malformed JSON body');
    }
    const patch = parseFaultPatch(body);
    if (typeof patch === 'string') badRequest(patch);
    Object.assign(deps.faults, patch);
    // Setting a seed (again) restarts its sequence, so a run repeats from its start.
    if (patch.seed !== undefined) deps.faultState.sequence = undefined;
    return c.json(deps.faults);
  });
  app.post('/__sandbox/faults/lose-answer', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      badRequest('malformed JSON body');
    }
    if (!isRecord(body) || typeof body.path !== 'string' || !body.path.startsWith('/')) badRequest('path must be a service path');
    const method = body.method ?? 'POST';
    if (typeof method !== 'string' || !['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) badRequest('method must be POST, PUT, PATCH or DELETE');
    deps.faultState.loseAnswers.push({ method, path: body.path });
    return c.json({ ok: true });
  });
  app.get('/__sandbox/faults/stats', (c) => c.json(deps.faultState.stats));
  app.delete('/__sandbox/faults/stats', (c) => {
    deps.faultState.stats = newFaultState().stats;
    return c.body(null, 204);
  });

  app.post('/__sandbox/tokens/expire', async (c) => {
    deps.tokens.expireAccess(await readKind(await c.req.text()));
    return c.json({ ok: true });
  });
  app.post('/__sandbox/tokens/revoke', async (c) => {
    deps.tokens.revokeRefresh(await readKind(await c.req.text()));
    return c.json({ ok: true });
  });

  app.get('/__sandbox/requests', (c) => c.json({ requests: deps.log.list(c.req.query('path') || undefined) }));
  app.delete('/__sandbox/requests', (c) => {
    deps.log.clear();
    return c.body(null, 204);
  });
}

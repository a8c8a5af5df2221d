/**
 * The services the sandbox stands in for, named by the first segment of their paths
 * (`/oms/api/v3/...` belongs to `oms`). The sandbox keeps its own list (it shares no code with
 * the app); tests/integration/sandbox-services.test.ts checks it names the app's services.
 */
export const SANDBOX_SERVICES = [
  'sso',
  'merchant-profile',
  'user-profile',
  'config-discovery',
  'translations',
  'feedback',
  'oms',
  'audit',
  'reporter',
  'rms-new',
  'accounter',
  'notes',
  'merchant-gateway',
  'search',
  'storefront',
  'payplan',
  'installment',
  'agree',
  'f3',
  'geocoder',
] as const;

/** True for a path of one of the services (`/oms/api/v3/x`). */
export function isServicePath(path: string): boolean {
  const first = path.replace(/^\/+/, '').split('/')[0];
  return (SANDBOX_SERVICES as readonly string[]).includes(first);
}

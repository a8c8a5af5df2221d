/**
 * The marketplace's backend services, named by the first segment of their paths
 * (`/oms/api/v3/...` belongs to `oms`). Each can be pointed at its own base URL.
 */
export const SERVICES = [
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

export type ServiceName = (typeof SERVICES)[number];

/** `/oms/api/v3/x` → `oms`; undefined for a path that names no known service. */
export function serviceOfPath(path: string): ServiceName | undefined {
  const first = path.replace(/^\/+/, '').split('/')[0];
  return (SERVICES as readonly string[]).includes(first) ? (first as ServiceName) : undefined;
}

/** Environment variable that overrides one service's base URL: `merchant-profile` → `VITE_API_URL_MERCHANT_PROFILE`. */
export function serviceEnvName(service: ServiceName): string {
  return `VITE_API_URL_${service.toUpperCase().replace(/-/g, '_')}`;
}

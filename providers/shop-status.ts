/**
 * The shop status, the one piece of the profile persisted locally (spec 1 §4: profile
 * state version 1 under merchant_cabinet_profile), so the guard can decide before the
 * profile call answers. Stored in the persisted-store shape {state, version}.
 */
export type ShopStatus = 'NEW' | 'ON_CHECK' | 'ACTIVE' | 'DISABLED';
export const PROFILE_KEY = 'merchant_cabinet_profile';

/** The profile call answers lower case (`on-check`), the sign-in data upper case (`ON_CHECK`). */
export function toShopStatus(value: unknown): ShopStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.toUpperCase().replace(/-/g, '_');
  return upper === 'NEW' || upper === 'ON_CHECK' || upper === 'ACTIVE' || upper === 'DISABLED' ? upper : undefined;
}

/**
 * While the session-end dialog is open the stored status is gone (the session's keys were
 * cleared) but the page under it stays: the ended session's status stands in, in memory.
 */
let heldStatus: ShopStatus | undefined;
export function holdShopStatus(status: ShopStatus | undefined): void {
  heldStatus = status;
}

export function readShopStatus(storage: Storage | undefined = globalThis.localStorage): ShopStatus | undefined {
  try {
    const raw = storage?.getItem(PROFILE_KEY);
    if (!raw) return heldStatus;
    const parsed = JSON.parse(raw) as { state?: { status?: unknown }; version?: number };
    return parsed.version === 1 ? toShopStatus(parsed.state?.status) : undefined;
  } catch {
    return undefined;
  }
}

export function writeShopStatus(status: ShopStatus | undefined, storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  if (!status) storage.removeItem(PROFILE_KEY);
  else storage.setItem(PROFILE_KEY, JSON.stringify({ state: { status: status.toLowerCase().replace(/_/g, '-') }, version: 1 }));
}

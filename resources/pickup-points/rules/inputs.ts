/**
 * Single inputs of the pickup point form (spec 3 §5): the floor is at most 2 characters (a
 * longer one is kept as typed and marked, with a tooltip), delivery days are digits only
 * (anything else is dropped as it is typed).
 */
export const FLOOR_MAX_LENGTH = 2;
export const DELIVERY_DAYS_MAX_LENGTH = 2;
export const PRIORITY_MAX = 999;
/** Letters, digits, "-" and "_" (it becomes part of paths); "create" is the form's own route word. */
export const STORE_ID_RE = /^[A-Za-z0-9_-]{1,40}$/;
export const RESERVED_STORE_IDS: readonly string[] = ['create', 'enable', 'disable'];

export function floorError(floor: string): 'floorTooLong' | null {
  return floor.trim().length > FLOOR_MAX_LENGTH ? 'floorTooLong' : null;
}

export function digitsOnly(input: string, maxLength = DELIVERY_DAYS_MAX_LENGTH): string {
  return input.replace(/\D/g, '').slice(0, maxLength);
}

export type StoreIdError = 'required' | 'storeIdFormat' | 'storeIdReserved' | 'storeIdTaken';

export function storeIdError(storeId: string, taken: readonly string[]): StoreIdError | null {
  const id = storeId.trim();
  if (!id) return 'required';
  if (!STORE_ID_RE.test(id)) return 'storeIdFormat';
  if (RESERVED_STORE_IDS.includes(id.toLowerCase())) return 'storeIdReserved';
  if (taken.some((t) => t.toLowerCase() === id.toLowerCase())) return 'storeIdTaken';
  return null;
}

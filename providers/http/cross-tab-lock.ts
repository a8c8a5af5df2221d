/** navigator.locks where the browser has it (every current one); plain call elsewhere (node tests). */
export function withCrossTabLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

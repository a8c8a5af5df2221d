/** Ctrl+K, or ⌘K on a Mac (where Ctrl+K is the text fields' "delete to the end of the line"). */
export function isPaletteKey(event: Pick<KeyboardEvent, 'code' | 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  // By the key's place: Ctrl+K is the same key in the Russian layout, where it types "л".
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.code === 'KeyK' || event.key.toLowerCase() === 'k');
}

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/** The palette's keys as shown to the person. */
export function paletteKeys(): string {
  return isMac() ? '⌘K' : 'Ctrl+K';
}

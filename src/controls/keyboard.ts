/*
 * When a page's single-key shortcuts may act (issue 33): never while the person types in a
 * field, and never while a dialog (a confirmation, the palette, a drawer) is open over the page.
 * Keys are matched by their place on the keyboard (`event.code`), so `j` is the same key in the
 * Russian and Kazakh layouts, where it types "о".
 */

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"]';

export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

/** An open modal dialog: antd hides a closed Modal's wrap (and Drawer's) with `display: none` or unmounts it. */
export function isDialogOpen(doc: Document = document): boolean {
  return [...doc.querySelectorAll('[aria-modal="true"], dialog[open]')].some((dialog) => !dialog.closest('[style*="display: none"], [hidden], .ant-drawer:not(.ant-drawer-open)'));
}

/** Whether a plain key press (no Ctrl, Alt or ⌘) may run a page shortcut now. */
export function shortcutAllowed(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  return !isTypingTarget(event.target) && !isDialogOpen(event.target instanceof Node ? (event.target.ownerDocument ?? document) : document);
}

/** The letter or sign a key stands for in the US layout (`KeyJ` → `j`, `BracketRight` → `]`), whatever the layout types. */
export function keyName(event: Pick<KeyboardEvent, 'code' | 'key'>): string {
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  const signs: Record<string, string> = { BracketLeft: '[', BracketRight: ']', Slash: '/' };
  return signs[event.code] ?? event.key;
}

/** `?`: Shift with the slash key in the US layout, Shift+7 in the Russian one; either way it types "?" or sits on Slash. */
export function isHelpKey(event: Pick<KeyboardEvent, 'code' | 'key' | 'shiftKey'>): boolean {
  return event.key === '?' || (event.shiftKey && event.code === 'Slash');
}

/**
 * Where the focus goes in a part that a stand-in brings when it gets the focus or a click
 * (a row's hover actions, the footer's contacts): the last control when the focus came back
 * from further on (Shift+Tab), else the first.
 */
export function focusEntry(event: { type: string; relatedTarget: EventTarget | null; currentTarget: Node }): 'first' | 'last' {
  const from = event.type === 'focus' ? event.relatedTarget : null;
  return from instanceof Node && (event.currentTarget.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 ? 'last' : 'first';
}

import { afterEach, describe, expect, it } from 'vitest';
import { isDialogOpen, isHelpKey, isTypingTarget, keyName, shortcutAllowed } from './keyboard';

const keydown = (target: EventTarget, init: KeyboardEventInit) => {
  let event!: KeyboardEvent;
  target.addEventListener('keydown', (e) => (event = e as KeyboardEvent), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('when page keys may act', () => {
  it('never from a field one types in', () => {
    document.body.innerHTML = '<input id="i"><textarea id="t"></textarea><select id="s"></select><div id="c" contenteditable="true"><b id="b">x</b></div><button id="btn"></button>';
    for (const id of ['i', 't', 's', 'c', 'b']) expect(isTypingTarget(document.getElementById(id)), id).toBe(true);
    expect(isTypingTarget(document.getElementById('btn'))).toBe(false);
    expect(shortcutAllowed(keydown(document.getElementById('i')!, { code: 'KeyJ', key: 'j' }))).toBe(false);
    expect(shortcutAllowed(keydown(document.getElementById('btn')!, { code: 'KeyJ', key: 'j' }))).toBe(true);
    expect(shortcutAllowed(keydown(document.getElementById('btn')!, { code: 'KeyJ', key: 'j', ctrlKey: true }))).toBe(false);
  });

  it("never while a modal dialog is open; a closed antd Modal's hidden wrap does not count", () => {
    document.body.innerHTML = '<div class="ant-modal-wrap" style="display: none;"><div role="dialog" aria-modal="true"></div></div>';
    expect(isDialogOpen()).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div class="ant-modal-wrap"><div role="dialog" aria-modal="true"></div></div>');
    expect(isDialogOpen()).toBe(true);
    expect(shortcutAllowed(keydown(document.body, { code: 'KeyJ', key: 'j' }))).toBe(false);
  });

  it('reads a key by its place, so the Russian and Kazakh layouts press the same keys', () => {
    expect(keyName({ code: 'KeyJ', key: 'о' })).toBe('j');
    expect(keyName({ code: 'BracketRight', key: 'ъ' })).toBe(']');
    expect(keyName({ code: 'Slash', key: '.' })).toBe('/');
    expect(keyName({ code: 'Enter', key: 'Enter' })).toBe('Enter');
    expect(isHelpKey({ code: 'Slash', key: '?', shiftKey: true })).toBe(true);
    expect(isHelpKey({ code: 'Digit7', key: '?', shiftKey: true })).toBe(true); // Russian layout
    expect(isHelpKey({ code: 'Slash', key: '/', shiftKey: false })).toBe(false);
  });
});

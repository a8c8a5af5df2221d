import { afterEach, describe, expect, it } from 'vitest';
import { isActiveList, moveFocus, rowsIn } from './row-dom';

const list = (id: string, keys: string[]) =>
  `<section id="${id}" data-list-keys><table><tbody>${keys.map((k) => `<tr class="ant-table-row" data-row-key="${k}" tabindex="0"><td><button>b</button></td></tr>`).join('')}</tbody></table></section>`;
const byId = (id: string) => document.getElementById(id)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rows for the keys', () => {
  it('with two lists on a page, the keys act on the one holding the focus, else the first', () => {
    document.body.innerHTML = list('a', ['1']) + list('b', ['2']);
    expect(isActiveList(byId('a'))).toBe(true);
    expect(isActiveList(byId('b'))).toBe(false);
    byId('b').querySelector('button')!.focus();
    expect(isActiveList(byId('a'))).toBe(false);
    expect(isActiveList(byId('b'))).toBe(true);
  });

  it('when the focused row goes away (an accepted order leaves the list), the next key goes on from its place', () => {
    document.body.innerHTML = list('a', ['1', '2', '3', '4']);
    const root = byId('a');
    let last = moveFocus(root, 1);
    last = moveFocus(root, 1, last);
    expect(document.activeElement).toBe(rowsIn(root)[1]);
    rowsIn(root)[1].remove(); // row "2" is gone; "3" now stands in its place
    last = moveFocus(root, 1, last);
    expect((document.activeElement as HTMLElement).dataset.rowKey).toBe('3');
    last = moveFocus(root, 1, last);
    last = moveFocus(root, 1, last);
    expect((document.activeElement as HTMLElement).dataset.rowKey).toBe('4'); // stays on the last row
    (document.activeElement as HTMLElement).blur();
    moveFocus(root, -1, last);
    expect((document.activeElement as HTMLElement).dataset.rowKey).toBe('3');
  });
});

import { isPhoneViewport } from '../controls/phone-viewport';
import { COLORS } from '../controls/colors';

/*
 * What the page looks like while the landing route's code arrives (a few hundred ms on a
 * first visit): the shell's frame and a table's outline, at the shell's own sizes (spec 1
 * §9: top bar 68 px, side menu 344 px or 88 px collapsed, rows 56 px, header 40 px), so the
 * real page takes their place without moving anything. Plain markup written by the entry
 * before React and antd have loaded; React's first render replaces it.
 */
const COLLAPSED_KEY = 'partner.menu.collapsed'; // src/shell/shell-layout.tsx
const BAR = `background:${COLORS.skeleton};border-radius:4px`;
const LINE = `border-bottom:1px solid ${COLORS.border}`;
const ROWS = 10;

function menuWidth(): number {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1' ? 88 : 344;
  } catch {
    return 344;
  }
}

function markup(phone: boolean): string {
  const menu = phone ? '' : `<div style="width:${menuWidth()}px;flex:none;min-height:calc(100vh - 69px);background:var(--partner-surface);border-inline-end:1px solid var(--partner-border)"></div>`;
  const rows = Array.from({ length: ROWS }, (_, i) =>
    `<div style="height:56px;display:flex;align-items:center;padding:0 16px;${LINE}"><div style="${BAR};height:12px;width:${60 - (i % 3) * 12}%"></div></div>`,
  ).join('');
  return `<div aria-busy="true" style="min-height:100vh;background:var(--partner-page)">`
    + `<div style="height:68px;background:var(--partner-surface);${LINE}"></div>`
    + `<div style="display:flex">${menu}<div style="flex:1;min-width:0;padding:${phone ? 12 : 24}px">`
    + `<div style="${BAR};width:160px;height:28px;margin-bottom:16px"></div>`
    + `<div style="background:var(--partner-surface);border-radius:8px"><div style="height:40px;${LINE};background:var(--partner-muted);border-radius:8px 8px 0 0"></div>${rows}</div>`
    + `</div></div></div>`;
}

export function showStartupSkeleton(container: HTMLElement): void {
  container.innerHTML = markup(isPhoneViewport());
}

/** Names the skeleton for screen readers once the texts are there. */
export function labelStartupSkeleton(container: HTMLElement, label: string): void {
  container.firstElementChild?.setAttribute('aria-label', label);
}

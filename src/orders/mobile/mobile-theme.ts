import type { ThemeConfig } from 'antd';

/**
 * The phone orders screens: large controls (40 px touch targets, 16 px inputs that phones do
 * not zoom into) and preset tag text one palette shade darker, since antd's 7th shade of
 * orange, green and cyan misses WCAG AA on the tag's light ground (the status tags; the same
 * values DETAILS scopes, noted in /work/orders-contract-notes.md for the app theme).
 */
export const MOBILE_THEME: ThemeConfig = {
  token: { orange7: '#ad4e00', green7: '#237804', cyan7: '#006d75' },
};

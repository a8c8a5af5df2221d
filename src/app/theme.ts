import type { ThemeConfig } from 'antd';

/** Dense admin sizes (spec 1 §9: inputs 32 px, table rows 56 px and header 40 px, checkbox radius 4 px), the same in both themes. */
const DENSE = { borderRadius: 6, controlHeight: 32, fontSize: 14 } as const;
const HEADER_HEIGHT = 68;
// Cells pad 8 px so that the 40 px header fits; body rows get their 56 px from the list.
const TABLE_CELL_PADDING = 8;
const CHECKBOX_RADIUS = 4;

/** The light theme. */
export const theme: ThemeConfig = {
  // Every text colour is a shade darker than antd's default so that it meets WCAG AA
  // (4.5:1) on white and on the selected-row tint: primary/link (#1677ff is 4.1:1), the
  // primary hover (white on the derived #3b85ed is 3.7:1), secondary text, and the form
  // messages (error 3.3:1, warning 1.9:1, success 2.4:1 by default).
  token: {
    colorPrimary: '#1463e0',
    colorLink: '#1463e0',
    colorInfo: '#1463e0',
    colorPrimaryHover: '#0f55c4',
    colorError: '#d32029',
    // antd lightens the hover and pressed shades; white on its light red fails AA (a danger
    // button under the pointer): darker shades keep the text readable.
    colorErrorHover: '#b01b21',
    colorErrorActive: '#a8071a',
    colorWarning: '#ad4e00',
    colorSuccess: '#237804',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.5)',
    // Preset tag text is the palette's 7th shade: orange, green and cyan are 3.3:1 on their
    // tint by default; their 8th shades (5.1, 5.4, 5.8:1) pass (order status tags use them).
    orange7: '#ad4e00',
    green7: '#237804',
    cyan7: '#006d75',
    ...DENSE,
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT, headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f6f8' },
    Table: { headerBg: '#fafafa', cellPaddingBlockMD: TABLE_CELL_PADDING },
    Checkbox: { borderRadiusSM: CHECKBOX_RADIUS },
  },
};

/** A theme without antd's motion. */
const withoutMotion = (config: ThemeConfig): ThemeConfig => ({ ...config, token: { ...config.token, motion: false } });

/**
 * The same theme without antd's motion, for people who asked their system for less motion
 * (`prefers-reduced-motion: reduce`): menus, dialogs and drawers appear in place at once.
 */
export const reducedMotionTheme = withoutMotion(theme);

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The dark theme's colours, for antd's dark algorithm (added where antd is at hand: app.tsx and
 * the build's static style sheets, so that this file stays free of antd's code for vite.config).
 * antd's dark defaults fail WCAG AA in places: its primary (#1668dc) is 3.6:1 as text on the
 * dark cards, and white on any blue light enough to be read as text is under 4.5:1. So the
 * primary is a light blue (6.7:1 on #141414) and what sits on it — a primary or danger
 * button's label, a chosen radio button — is black (7.4:1).
 */
export const darkTokens: ThemeConfig = {
  token: {
    colorPrimary: '#4c9bff',
    colorLink: '#4c9bff',
    colorInfo: '#4c9bff',
    colorError: '#ff7875',
    colorWarning: '#ffa940',
    colorSuccess: '#73d13d',
    colorTextSecondary: 'rgba(255, 255, 255, 0.68)',
    colorTextDescription: 'rgba(255, 255, 255, 0.68)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
    // Preset tag text is the palette's 7th shade: on their dark tints purple (3.4:1), geekblue
    // (4.2:1) and red (4.5:1) fall short; their 8th shades pass (5.7, 6.9, 6.3:1).
    purple7: '#ab7ae0',
    geekblue7: '#7f9ef3',
    red7: '#f37370',
    ...DENSE,
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT, headerBg: '#141414', siderBg: '#141414', bodyBg: '#000000' },
    Table: { headerBg: '#1d1d1d', cellPaddingBlockMD: TABLE_CELL_PADDING },
    Checkbox: { borderRadiusSM: CHECKBOX_RADIUS },
    Button: { primaryColor: '#000000', dangerColor: '#000000' },
    Radio: { buttonSolidCheckedColor: '#000000' },
    // The chosen side-menu entry: antd's dark blue-on-blue is 3.0:1; this is 6.8:1.
    Menu: { itemSelectedBg: '#112545', itemSelectedColor: '#69b1ff', itemHoverBg: 'rgba(255, 255, 255, 0.06)', itemActiveBg: 'rgba(255, 255, 255, 0.08)' },
  },
};

/** The dark theme without motion (as reducedMotionTheme). */
export const reducedMotionDarkTokens = withoutMotion(darkTokens);

import type { GlobalToken } from 'antd';

export const PALETTE_CLASS = 'shell-palette';

/** cmdk renders bare elements with `cmdk-*` attributes: their look, from the theme's tokens (a style sheet, no inline styles). */
export const paletteCss = (token: GlobalToken) => `
.${PALETTE_CLASS} [cmdk-input] {
  width: 100%; box-sizing: border-box; padding: 8px 12px; font: inherit; font-size: ${token.fontSizeLG}px;
  color: ${token.colorText}; background: ${token.colorBgContainer};
  border: 1px solid ${token.colorBorder}; border-radius: ${token.borderRadius}px; outline: none;
}
.${PALETTE_CLASS} [cmdk-input]:focus { border-color: ${token.colorPrimary}; box-shadow: 0 0 0 2px ${token.controlOutline}; }
.${PALETTE_CLASS} [cmdk-list] { max-height: min(360px, 55vh); overflow-y: auto; margin-top: 8px; overscroll-behavior: contain; }
.${PALETTE_CLASS} [cmdk-group-heading] { padding: 8px 8px 4px; font-size: ${token.fontSizeSM}px; color: ${token.colorTextSecondary}; }
.${PALETTE_CLASS} [cmdk-item] {
  display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 36px;
  padding: 6px 8px; border-radius: ${token.borderRadiusSM}px; cursor: pointer; color: ${token.colorText};
}
.${PALETTE_CLASS} [cmdk-item][data-selected="true"] { background: ${token.controlItemBgActive}; }
.${PALETTE_CLASS} [cmdk-item] kbd, .${PALETTE_CLASS}-keys kbd {
  flex-shrink: 0; padding: 0 6px; font-family: ${token.fontFamilyCode}; font-size: ${token.fontSizeSM}px; line-height: 20px;
  color: ${token.colorTextSecondary}; border: 1px solid ${token.colorBorder}; border-bottom-width: 2px; border-radius: ${token.borderRadiusSM}px;
}
.${PALETTE_CLASS} [cmdk-empty], .${PALETTE_CLASS} [cmdk-loading] { padding: 12px 8px; color: ${token.colorTextSecondary}; }
`;

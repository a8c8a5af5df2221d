import type { ThemeConfig } from 'antd';

/** Dense admin defaults (spec 1 §9: inputs 32 px, table header 40 px, checkbox radius 4 px). */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#1677ff', borderRadius: 6, controlHeight: 32, fontSize: 14 },
  components: {
    Layout: { headerHeight: 68, headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f6f8' },
    Table: { headerBg: '#fafafa', cellPaddingBlockMD: 10 },
    Checkbox: { borderRadiusSM: 4 },
  },
};

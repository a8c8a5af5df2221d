import GlobalOutlinedIcon from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../providers/i18n/types';
import { leanIcon } from '../controls/lean-icon';

/** Its own lean icon, not lean-icons.ts: the sign-in page shows the switcher, and that module's icons are signed-in pages' (vite.config.ts). */
const GlobalOutlined = leanIcon(GlobalOutlinedIcon);

// A native select: it sits on the sign-in page, where antd's Select (~23 KB gzip) would be
// the heaviest thing shown; it is a combobox to assistive technology all the same. The look
// is antd's borderless select (32 px high, 6 px corners, the hover fill of text buttons).
const CSS = `
.partner-language { position: relative; display: inline-flex; align-items: center; color: var(--partner-text); }
.partner-language .anticon { position: absolute; inset-inline-start: 11px; pointer-events: none; }
.partner-language select {
  appearance: none; height: 32px; width: 136px; padding: 0 28px 0 33px; border: 0; border-radius: 6px;
  background: transparent; color: inherit; font: inherit; font-size: 14px; cursor: pointer;
}
.partner-language::after {
  content: ''; position: absolute; inset-inline-end: 12px; width: 6px; height: 6px; pointer-events: none;
  border-right: 1.5px solid var(--partner-icon); border-bottom: 1.5px solid var(--partner-icon); transform: translateY(-2px) rotate(45deg);
}
.partner-language select:hover { background: rgba(0, 0, 0, 0.04); }
.partner-language select:focus-visible { outline: 4px solid var(--partner-focus); outline-offset: 1px; }
`;

/** English, Kazakh, Russian (spec 1 §2); the choice is saved and applies at once. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <span className="partner-language">
      <style href="partner-language" precedence="default">
        {CSS}
      </style>
      <GlobalOutlined aria-hidden />
      <select aria-label={t('common.language')} value={i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {LOCALES.map((value) => (
          <option key={value} value={value}>
            {t(`common.languages.${value}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

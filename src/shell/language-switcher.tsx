import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../providers/i18n/types';

/** English, Kazakh, Russian (spec 1 §2); the choice is saved and applies at once. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('common.language')}
      value={i18n.language}
      onChange={(lng) => void i18n.changeLanguage(lng)}
      prefix={<GlobalOutlined aria-hidden />}
      variant="borderless"
      style={{ width: 136 }}
      options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
    />
  );
}

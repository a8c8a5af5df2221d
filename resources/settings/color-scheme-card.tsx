import { Card, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseColorScheme, COLOR_SCHEME_CHOICES, useColorSchemeChoice, type ColorSchemeChoice } from '../../src/controls/color-scheme';

/** Light, dark or as the system says (issue 33): applied at once, kept in this browser (the header's menu offers the same). */
export function ColorSchemeCard() {
  const { t } = useTranslation();
  const choice = useColorSchemeChoice();
  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('common.colorScheme.title')}</Typography.Title>} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('common.colorScheme.hint')}</Typography.Paragraph>
      <Radio.Group
        aria-label={t('common.colorScheme.title')}
        value={choice}
        optionType="button"
        buttonStyle="solid"
        onChange={(e) => chooseColorScheme(e.target.value as ColorSchemeChoice)}
        options={COLOR_SCHEME_CHOICES.map((value) => ({ value, label: t(`common.colorScheme.${value}`) }))}
      />
    </Card>
  );
}
